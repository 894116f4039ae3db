#if canImport(UIKit)
  public import CascadeViews
  public import UIKit

  // Cascade's enumerations list their cases in the order of UIKit's raw values, so each
  // conversion is the case at the same position.

  extension CaseIterable where AllCases.Index == Int {
    /// The case at a position of `allCases`: a UIKit raw value's Cascade case; `fallback`
    /// past the end, for a raw value a newer system added.
    static func `case`(at position: Int, else fallback: Self) -> Self {
      allCases.indices.contains(position) ? allCases[position] : fallback
    }
  }

  extension UIView.ContentMode {
    /// The UIKit content mode of a Cascade one.
    ///
    /// ```swift
    /// imageView.contentMode = UIView.ContentMode(ContentMode.scaleAspectFill)
    /// ```
    ///
    /// - Parameter mode: The content mode.
    public init(_ mode: ContentMode) {
      self = Self(rawValue: ContentMode.allCases.firstIndex(of: mode) ?? 0) ?? .scaleToFill
    }
  }

  extension ContentMode {
    /// The Cascade content mode of a UIKit one.
    ///
    /// ```swift
    /// let mode = ContentMode(imageView.contentMode)
    /// ```
    ///
    /// - Parameter mode: The content mode.
    public init(_ mode: UIView.ContentMode) {
      self = .case(at: mode.rawValue, else: .scaleToFill)
    }
  }

  extension NSTextAlignment {
    /// The UIKit alignment of a Cascade one.
    ///
    /// ```swift
    /// label.textAlignment = NSTextAlignment(TextAlignment.center)
    /// ```
    ///
    /// - Parameter alignment: The alignment.
    public init(_ alignment: TextAlignment) {
      self = Self(rawValue: TextAlignment.allCases.firstIndex(of: alignment) ?? 4) ?? .natural
    }
  }

  extension TextAlignment {
    /// The Cascade alignment of a UIKit one.
    ///
    /// ```swift
    /// let alignment = TextAlignment(label.textAlignment)
    /// ```
    ///
    /// - Parameter alignment: The alignment.
    public init(_ alignment: NSTextAlignment) {
      self = .case(at: alignment.rawValue, else: .natural)
    }
  }

  extension NSLineBreakMode {
    /// The UIKit line break mode of a Cascade one.
    ///
    /// ```swift
    /// label.lineBreakMode = NSLineBreakMode(LineBreakMode.byWordWrapping)
    /// ```
    ///
    /// - Parameter mode: The line break mode.
    public init(_ mode: LineBreakMode) {
      self = Self(rawValue: LineBreakMode.allCases.firstIndex(of: mode) ?? 4) ?? .byTruncatingTail
    }
  }

  extension LineBreakMode {
    /// The Cascade line break mode of a UIKit one.
    ///
    /// ```swift
    /// let mode = LineBreakMode(label.lineBreakMode)
    /// ```
    ///
    /// - Parameter mode: The line break mode.
    public init(_ mode: NSLineBreakMode) {
      self = .case(at: mode.rawValue, else: .byTruncatingTail)
    }
  }

  extension UIControl.State {
    /// The UIKit state of a Cascade control state; the two have the same bits.
    ///
    /// ```swift
    /// button.setTitle("Sent", for: UIControl.State(ControlState.selected))
    /// ```
    ///
    /// - Parameter state: The control state.
    public init(_ state: ControlState) {
      self.init(rawValue: state.rawValue)
    }
  }

  extension ControlState {
    /// The Cascade control state of a UIKit one, without the bits Cascade does not name.
    ///
    /// ```swift
    /// let state = ControlState(button.state)
    /// ```
    ///
    /// - Parameter state: The control state.
    public init(_ state: UIControl.State) {
      self = ControlState(rawValue: state.rawValue).intersection([
        .highlighted, .disabled, .selected, .focused,
      ])
    }
  }

  extension StyleState {
    /// The states a stylesheet selects of a control's state.
    ///
    /// ```swift
    /// let state = StyleState(button.state)  // [] for a normal button
    /// ```
    ///
    /// - Parameter state: The control state.
    public init(_ state: UIControl.State) {
      self = []
      if state.contains(.highlighted) { insert(.highlighted) }
      if state.contains(.selected) { insert(.selected) }
      if state.contains(.disabled) { insert(.disabled) }
      if state.contains(.focused) { insert(.focused) }
    }
  }

  extension NSLayoutConstraint.Axis {
    /// The UIKit axis of a Cascade one.
    ///
    /// ```swift
    /// stack.axis = NSLayoutConstraint.Axis(Axis.vertical)
    /// ```
    ///
    /// - Parameter axis: The axis.
    public init(_ axis: Axis) {
      self = axis == .vertical ? .vertical : .horizontal
    }
  }

  extension Axis {
    /// The Cascade axis of a UIKit one.
    ///
    /// ```swift
    /// let axis = Axis(stack.axis)
    /// ```
    ///
    /// - Parameter axis: The axis.
    public init(_ axis: NSLayoutConstraint.Axis) {
      self = axis == .vertical ? .vertical : .horizontal
    }
  }

  extension UIStackView.Alignment {
    /// The UIKit alignment of a stack view's Cascade one.
    ///
    /// ```swift
    /// stack.alignment = UIStackView.Alignment(StackView.Alignment.center)
    /// ```
    ///
    /// - Parameter alignment: The alignment.
    public init(_ alignment: StackView.Alignment) {
      self = Self(rawValue: StackView.Alignment.allCases.firstIndex(of: alignment) ?? 0) ?? .fill
    }
  }

  extension StackView.Alignment {
    /// The Cascade alignment of a UIKit stack view's.
    ///
    /// ```swift
    /// let alignment = StackView.Alignment(stack.alignment)
    /// ```
    ///
    /// - Parameter alignment: The alignment.
    public init(_ alignment: UIStackView.Alignment) {
      self = .case(at: alignment.rawValue, else: .fill)
    }
  }

  extension UIStackView.Distribution {
    /// The UIKit distribution of a stack view's Cascade one.
    ///
    /// ```swift
    /// stack.distribution = UIStackView.Distribution(StackView.Distribution.fillEqually)
    /// ```
    ///
    /// - Parameter distribution: The distribution.
    public init(_ distribution: StackView.Distribution) {
      self =
        Self(rawValue: StackView.Distribution.allCases.firstIndex(of: distribution) ?? 0) ?? .fill
    }
  }

  extension StackView.Distribution {
    /// The Cascade distribution of a UIKit stack view's.
    ///
    /// ```swift
    /// let distribution = StackView.Distribution(stack.distribution)
    /// ```
    ///
    /// - Parameter distribution: The distribution.
    public init(_ distribution: UIStackView.Distribution) {
      self = .case(at: distribution.rawValue, else: .fill)
    }
  }

  extension UITextField.BorderStyle {
    /// The UIKit border style of a text field's Cascade one.
    ///
    /// ```swift
    /// field.borderStyle = UITextField.BorderStyle(TextField.BorderStyle.roundedRect)
    /// ```
    ///
    /// - Parameter style: The border style.
    public init(_ style: TextField.BorderStyle) {
      self = Self(rawValue: TextField.BorderStyle.allCases.firstIndex(of: style) ?? 0) ?? .none
    }
  }

  extension TextField.BorderStyle {
    /// The Cascade border style of a UIKit text field's.
    ///
    /// ```swift
    /// let style = TextField.BorderStyle(field.borderStyle)
    /// ```
    ///
    /// - Parameter style: The border style.
    public init(_ style: UITextField.BorderStyle) {
      self = .case(at: style.rawValue, else: .none)
    }
  }
#endif
