#if canImport(UIKit) && !os(watchOS)
  public import CascadeViews
  public import UIKit

  @MainActor
  extension CascadeProperties where Base: UILabel {
    /// The font, for the label's text size: a text style scales with Dynamic Type.
    public var font: Font {
      get { Font(base.font) }
      nonmutating set { base.font = UIFont(newValue, compatibleWith: base.traitCollection) }
    }

    /// The text color.
    public var textColor: Color {
      get { Color(base.textColor, resolvedFor: base.traitCollection) }
      nonmutating set { base.textColor = UIColor(newValue) }
    }

    /// The alignment.
    public var textAlignment: TextAlignment {
      get { TextAlignment(base.textAlignment) }
      nonmutating set { base.textAlignment = NSTextAlignment(newValue) }
    }

    /// How long lines break.
    public var lineBreakMode: LineBreakMode {
      get { LineBreakMode(base.lineBreakMode) }
      nonmutating set { base.lineBreakMode = NSLineBreakMode(newValue) }
    }
  }

  @MainActor
  extension CascadeProperties where Base: UITextField {
    /// The font, for the field's text size; the system font at 17 points when unset.
    public var font: Font {
      get { base.font.map(Font.init) ?? .system(size: 17) }
      nonmutating set { base.font = UIFont(newValue, compatibleWith: base.traitCollection) }
    }

    /// The text color; black when unset.
    public var textColor: Color {
      get { base.textColor.map { Color($0, resolvedFor: base.traitCollection) } ?? .black }
      nonmutating set { base.textColor = UIColor(newValue) }
    }

    /// The alignment.
    public var textAlignment: TextAlignment {
      get { TextAlignment(base.textAlignment) }
      nonmutating set { base.textAlignment = NSTextAlignment(newValue) }
    }

    /// The border's look.
    public var borderStyle: TextField.BorderStyle {
      get { TextField.BorderStyle(base.borderStyle) }
      nonmutating set { base.borderStyle = UITextField.BorderStyle(newValue) }
    }
  }

  @MainActor
  extension CascadeProperties where Base: UIStackView {
    /// The axis.
    public var axis: Axis {
      get { Axis(base.axis) }
      nonmutating set { base.axis = NSLayoutConstraint.Axis(newValue) }
    }

    /// The gap between views.
    public var spacing: Double {
      get { Double(base.spacing) }
      nonmutating set { base.spacing = CGFloat(newValue) }
    }

    /// The alignment across the axis.
    public var alignment: StackView.Alignment {
      get { StackView.Alignment(base.alignment) }
      nonmutating set { base.alignment = UIStackView.Alignment(newValue) }
    }

    /// The distribution along the axis.
    public var distribution: StackView.Distribution {
      get { StackView.Distribution(base.distribution) }
      nonmutating set { base.distribution = UIStackView.Distribution(newValue) }
    }
  }

  // tvOS has neither switches nor sliders.
  #if !os(tvOS)
    @MainActor
    extension CascadeProperties where Base: UISwitch {
      /// The track's color when on; `nil` for the system's.
      public var onTintColor: Color? {
        get { base.onTintColor.map { Color($0, resolvedFor: base.traitCollection) } }
        nonmutating set { base.onTintColor = newValue.map(UIColor.init) }
      }

      /// The thumb's color; `nil` for the system's.
      public var thumbTintColor: Color? {
        get { base.thumbTintColor.map { Color($0, resolvedFor: base.traitCollection) } }
        nonmutating set { base.thumbTintColor = newValue.map(UIColor.init) }
      }
    }

    @MainActor
    extension CascadeProperties where Base: UISlider {
      /// The track's color below the thumb; `nil` for the system's.
      public var minimumTrackTintColor: Color? {
        get { base.minimumTrackTintColor.map { Color($0, resolvedFor: base.traitCollection) } }
        nonmutating set { base.minimumTrackTintColor = newValue.map(UIColor.init) }
      }

      /// The track's color above the thumb; `nil` for the system's.
      public var maximumTrackTintColor: Color? {
        get { base.maximumTrackTintColor.map { Color($0, resolvedFor: base.traitCollection) } }
        nonmutating set { base.maximumTrackTintColor = newValue.map(UIColor.init) }
      }

      /// The thumb's color; `nil` for the system's.
      public var thumbTintColor: Color? {
        get { base.thumbTintColor.map { Color($0, resolvedFor: base.traitCollection) } }
        nonmutating set { base.thumbTintColor = newValue.map(UIColor.init) }
      }
    }
  #endif
#endif
