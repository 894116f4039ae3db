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
      nonmutating set {
        let color = newValue.map(UIColor.init)
        if color != nil || WrittenValues.existing(base) != nil {
          WrittenValues.of(base).placeholderColor = color
        }
        setPlaceholder(base.placeholder, color: color)
      }
    }

    /// The placeholder's color: the attributed placeholder's, or the one kept for a field
    /// without placeholder text.
    private var placeholderUIColor: UIColor? {
      guard let placeholder = base.attributedPlaceholder, placeholder.length > 0 else {
        return WrittenValues.existing(base)?.placeholderColor
      }
      return placeholder.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor
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
