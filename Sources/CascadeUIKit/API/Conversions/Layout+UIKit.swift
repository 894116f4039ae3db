#if canImport(UIKit) && !os(watchOS)
  public import CascadeViews
  public import UIKit

  // The stack view's and text field's enumerations, paired as `Enumerations+UIKit.swift`
  // pairs the others: by named cases, never raw values.

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
      self = Self.pairs.uiKit(alignment) ?? .fill
    }

    static let pairs = CasePairs<StackView.Alignment, UIStackView.Alignment>([
      (.fill, .fill), (.leading, .leading), (.firstBaseline, .firstBaseline),
      (.center, .center), (.trailing, .trailing), (.lastBaseline, .lastBaseline),
    ])
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
      self = UIStackView.Alignment.pairs.cascade(alignment) ?? .fill
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
      self = Self.pairs.uiKit(distribution) ?? .fill
    }

    static let pairs = CasePairs<StackView.Distribution, UIStackView.Distribution>([
      (.fill, .fill), (.fillEqually, .fillEqually), (.fillProportionally, .fillProportionally),
      (.equalSpacing, .equalSpacing), (.equalCentering, .equalCentering),
    ])
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
      self = UIStackView.Distribution.pairs.cascade(distribution) ?? .fill
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
      self = Self.pairs.uiKit(style) ?? .none
    }

    static let pairs = CasePairs<TextField.BorderStyle, UITextField.BorderStyle>([
      (.none, .none), (.line, .line), (.bezel, .bezel), (.roundedRect, .roundedRect),
    ])
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
      self = UITextField.BorderStyle.pairs.cascade(style) ?? .none
    }
  }
#endif
