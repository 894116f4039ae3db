/// Which objects an application of a stylesheet styles again.
///
/// ```swift
/// let sheet = Stylesheet { Rule(Label.self) { Setter(\.textColor, .token(.primaryText)) } }
/// try sheet.apply(to: screen, in: .light)  // what changed
/// label.textColor = .red  // written by hand
/// try sheet.apply(to: screen, in: .light, restyling: .all)  // the sheet's color again
/// ```
public enum Restyling: Sendable {
  /// Every object that changed, or whose ancestors, traits, theme or sheet changed, since
  /// the sheet last styled it; and every object that does not report its changes (see
  /// ``Stylable/setNeedsRestyle()``).
  case changed
  /// Every object, clean or not: each property a rule sets is written again, and what the
  /// app wrote by hand over it is overwritten.
  case all
}
