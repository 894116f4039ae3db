#if canImport(UIKit) && !os(watchOS)
  public import Cascade
  internal import CascadeViews
  public import UIKit

  /// UIKit's views name the properties their styles set, so that setters have readable
  /// names in descriptions and dumps, and so that the cascade tells apart properties whose
  /// key paths describe themselves alike (a button's title for each control state). The
  /// conformance is the main actor's, as the key paths to the views' properties are: the
  /// engine reads a type's names once, where it first styles or describes that type, which
  /// for a view is on the main actor.
  extension UIKit.UIView: @MainActor Cascade.PropertyNaming {
    /// The names of the properties of exactly this class that styles set, by the key path
    /// rooted at this class: `textColor` for `\UILabel.cascade.textColor`,
    /// `title[highlighted]` for `\UIButton.cascade[title: .highlighted]`.
    public static var propertyNames: [AnyKeyPath: String] {
      UIKitPropertyNames.names(of: self)
    }
  }

  /// The names of UIKit's properties, by the class that declares them.
  @MainActor
  enum UIKitPropertyNames {
    static func names(of type: UIView.Type) -> [AnyKeyPath: String] {
      switch ObjectIdentifier(type) {
      case ObjectIdentifier(UIView.self): view
      case ObjectIdentifier(UILabel.self): label
      case ObjectIdentifier(UIControl.self): control
      case ObjectIdentifier(UIButton.self): button
      case ObjectIdentifier(UITextField.self): textField
      case ObjectIdentifier(UIStackView.self): stackView
      case ObjectIdentifier(UIImageView.self): imageView
      default: controlNames(of: type)
      }
    }

    /// The names of the controls that tvOS lacks.
    private static func controlNames(of type: UIView.Type) -> [AnyKeyPath: String] {
      #if os(tvOS)
        [:]
      #else
        switch ObjectIdentifier(type) {
        case ObjectIdentifier(UISwitch.self): toggle
        case ObjectIdentifier(UISlider.self): slider
        default: [:]
        }
      #endif
    }

    private static let view: [AnyKeyPath: String] = [
      \UIView.isUserInteractionEnabled: "isUserInteractionEnabled",
      \UIView.translatesAutoresizingMaskIntoConstraints:
        "translatesAutoresizingMaskIntoConstraints",
      \UIView.cascade.backgroundColor: "backgroundColor",
      \UIView.cascade.tintColor: "tintColor",
      \UIView.cascade.tintAdjustmentMode: "tintAdjustmentMode",
      \UIView.clipsToBounds: "clipsToBounds",
      \UIView.cascade.alpha: "alpha",
      \UIView.isOpaque: "isOpaque",
      \UIView.clearsContextBeforeDrawing: "clearsContextBeforeDrawing",
      \UIView.isHidden: "isHidden",
      \UIView.cascade.contentMode: "contentMode",
      \UIView.cascade.cornerRadius: "cornerRadius",
      \UIView.cascade.border: "border",
      \UIView.cascade.shadow: "shadow",
      \UIView.cascade.layoutMargins: "layoutMargins",
    ].merging(touchNames) { first, _ in first }

    /// The names of the touch properties that tvOS lacks.
    private static var touchNames: [AnyKeyPath: String] {
      #if os(tvOS)
        [:]
      #else
        [
          \UIView.isMultipleTouchEnabled: "isMultipleTouchEnabled",
          \UIView.isExclusiveTouch: "isExclusiveTouch",
        ]
      #endif
    }

    private static let label: [AnyKeyPath: String] = [
      \UILabel.text: "text",
      \UILabel.cascade.font: "font",
      \UILabel.cascade.textColor: "textColor",
      \UILabel.cascade.textAlignment: "textAlignment",
      \UILabel.numberOfLines: "numberOfLines",
      \UILabel.cascade.lineBreakMode: "lineBreakMode",
      \UILabel.adjustsFontForContentSizeCategory: "adjustsFontForContentSizeCategory",
    ]

    private static let control: [AnyKeyPath: String] = [
      \UIControl.isEnabled: "isEnabled",
      \UIControl.isHighlighted: "isHighlighted",
      \UIControl.isSelected: "isSelected",
    ]

    private static let button: [AnyKeyPath: String] = {
      var names: [AnyKeyPath: String] = [
        \UIButton.cascade.imageTintColor: "imageTintColor",
        \UIButton.cascade.contentInsets: "contentInsets",
      ]
      for (state, name) in ControlState.namedStates {
        names[\UIButton.cascade[title: state]] = "title[\(name)]"
        names[\UIButton.cascade[titleColor: state]] = "titleColor[\(name)]"
        names[\UIButton.cascade[backgroundColor: state]] = "backgroundColor[\(name)]"
      }
      return names
    }()

    private static let textField: [AnyKeyPath: String] = [
      \UITextField.text: "text",
      \UITextField.cascade.placeholder: "placeholder",
      \UITextField.cascade.placeholderColor: "placeholderColor",
      \UITextField.cascade.font: "font",
      \UITextField.cascade.textColor: "textColor",
      \UITextField.cascade.textAlignment: "textAlignment",
      \UITextField.cascade.borderStyle: "borderStyle",
      \UITextField.isSecureTextEntry: "isSecureTextEntry",
    ]

    private static let imageView: [AnyKeyPath: String] = [
      \UIImageView.cascade.imageName: "imageName"
    ]

    private static let stackView: [AnyKeyPath: String] = [
      \UIStackView.cascade.axis: "axis",
      \UIStackView.cascade.spacing: "spacing",
      \UIStackView.cascade.alignment: "alignment",
      \UIStackView.cascade.distribution: "distribution",
    ]

    #if !os(tvOS)
      private static let toggle: [AnyKeyPath: String] = [
        \UISwitch.cascade.onTintColor: "onTintColor",
        \UISwitch.cascade.thumbTintColor: "thumbTintColor",
      ]

      private static let slider: [AnyKeyPath: String] = [
        \UISlider.cascade.minimumTrackTintColor: "minimumTrackTintColor",
        \UISlider.cascade.maximumTrackTintColor: "maximumTrackTintColor",
        \UISlider.cascade.thumbTintColor: "thumbTintColor",
      ]
    #endif
  }

  extension ControlState {
    /// The single states a button has per-state values for, each with its name.
    static let namedStates: [(ControlState, String)] = [
      (.normal, "normal"), (.highlighted, "highlighted"), (.disabled, "disabled"),
      (.selected, "selected"), (.focused, "focused"),
    ]
  }
#endif
