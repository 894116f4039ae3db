#if canImport(UIKit) && !os(watchOS)
  public import CascadeViews
  public import UIKit

  @MainActor
  extension CascadeProperties where Base: UITextField {
    /// The text shown when the field is empty; `nil` for none. Unlike the field's own
    /// `placeholder`, setting it keeps the ``placeholderColor``.
    ///
    /// ```swift
    /// field.cascade.placeholder = "Name"
    /// ```
    public var placeholder: String? {
      get { base.placeholder }
      nonmutating set { setPlaceholder(newValue, color: placeholderUIColor) }
    }

    /// The color of the placeholder, as the foreground color of the field's
    /// `attributedPlaceholder`; `nil` for the system's gray.
    ///
    /// A field without placeholder text keeps the color, and shows it once
    /// ``placeholder`` is set, in whichever order the two are set.
    ///
    /// ```swift
    /// field.cascade.placeholderColor = .gray
    /// ```
    public var placeholderColor: Color? {
      get { placeholderUIColor.map { Color($0, resolvedFor: base.traitCollection) } }
      nonmutating set { placeholderUIColor = newValue.map(UIColor.init) }
    }

    /// The placeholder's color as the field holds it, the `UIColor` object itself: the
    /// attributed placeholder's, or the one kept for a field without placeholder text. A
    /// restyle keeps and puts back this object, so that a dynamic color stays dynamic.
    var placeholderUIColor: UIColor? {
      get {
        guard let placeholder = base.attributedPlaceholder, placeholder.length > 0 else {
          return ViewStyleData.existing(base)?.placeholderColor
        }
        return placeholder.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor
      }
      nonmutating set {
        if newValue != nil || ViewStyleData.existing(base) != nil {
          ViewStyleData.of(base).placeholderColor = newValue
        }
        setPlaceholder(base.placeholder, color: newValue)
      }
    }

    private func setPlaceholder(_ text: String?, color: UIColor?) {
      guard let text, let color else {
        base.placeholder = text
        return
      }
      base.attributedPlaceholder = NSAttributedString(
        string: text, attributes: [.foregroundColor: color])
    }
  }
#endif
