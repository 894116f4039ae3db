/// An object whose style classes or state changed without a call to
/// ``Stylable/setNeedsRestyle()``, found by a debug build: a stylesheet applied again passes
/// such an object by, with the rules of its old classes and state.
///
/// An object whose storage reports its changes (`StyleStorage(reportsChanges: true)`, as the
/// substitute views' does) promises to call ``Stylable/setNeedsRestyle()`` whenever
/// something a rule reads changes. A subclass that computes its ``Stylable/styleState`` or
/// ``Stylable/styleClasses`` from a property of its own must keep that promise too:
///
/// ```swift
/// final class Toggle: View {
///   var isOn = false { didSet { if isOn != oldValue { setNeedsRestyle() } } }
///   override var styleState: StyleState { isOn ? .selected : [] }
/// }
/// ```
///
/// In a debug build, each ``Stylesheet/apply(to:in:restyling:)`` looks at every object below
/// the root after its walk, and reports each one whose classes or state differ from what the
/// walk last saw there, once per change, to ``StyleDiagnostics``. A release build does not
/// look: the check costs a look at every object, where applying a sheet to a tree where
/// nothing changed costs next to nothing.
public struct UnreportedChange: Sendable, Hashable, CustomStringConvertible {
  /// The object, as its type and classes now.
  public let object: String
  /// The classes and state the sheet last saw, as `.class.other:state`.
  public let before: String
  /// The classes and state now.
  public let after: String
  /// The stylesheet that passed the object by.
  public let sheet: String

  init(object: any Stylable, before: (Set<String>, StyleState), sheet: String) {
    self.object = StyleCycle.describe(object)
    self.before = Self.describe(before.0, before.1)
    self.after = Self.describe(object.styleClasses, object.styleState)
    self.sheet = sheet
  }

  /// What changed and what to do about it.
  public var description: String {
    "\(object) changed from \(before) to \(after) without setNeedsRestyle(); sheet "
      + "\(sheet) passed it by with the rules of \(before). Call setNeedsRestyle() when "
      + "what styleClasses or styleState return changes."
  }

  private static func describe(_ classes: Set<String>, _ state: StyleState) -> String {
    let names = classes.sorted().map { ".\($0)" }.joined()
    let states = state.isEmpty ? "" : ":\(state)"
    let both = names + states
    return both.isEmpty ? "no classes and no state" : both
  }
}
