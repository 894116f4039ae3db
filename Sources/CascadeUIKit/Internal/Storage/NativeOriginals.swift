#if canImport(UIKit) && !os(watchOS)
  internal import CascadeViews
  internal import UIKit

  /// What a view holds for each property whose value in Cascade's terms loses something, kept
  /// before a rule first sets it and put back when no rule does: the platform value itself
  /// (the `UIColor` object, so that a dynamic color stays dynamic; the font as built; the
  /// layer's `CGColor` and `Float` opacity), or the fact that the view had none of its own
  /// (a tint it inherits, a `null_resettable` property at its default, a button state's
  /// title that falls back to the normal state's). Properties whose values convert exactly
  /// (numbers, flags, texts) are kept by the cascade as their setters read them.
  @MainActor
  enum NativeOriginals {
    /// The original of a property of a view; `nil` for a property kept by the cascade.
    static func read(_ property: String, of view: UIView) -> (any Sendable)? {
      for access in table[property] ?? [] {
        if let original = access.read(view) { return original }
      }
      return nil
    }

    /// Puts back an original that ``read(_:of:)`` gave.
    static func restore(_ original: any Sendable, _ property: String, on view: UIView) {
      for access in table[property] ?? [] where access.restore(view, original) { return }
    }

    /// The accesses of each property, by the name a style's description gives it; a name
    /// that several classes share has one access for each.
    private static let table: [String: [OriginalAccess]] = {
      var table: [String: [OriginalAccess]] = [:]
      for (name, access) in viewAccesses + textAccesses + buttonAccesses + controlAccesses {
        table[name, default: []].append(access)
      }
      return table
    }()

    private static var viewAccesses: [(String, OriginalAccess)] {
      [
        ("backgroundColor", .plain(\UIView.backgroundColor)),
        ("tintColor", .tint { (view: UIView) in view }),
        ("tintAdjustmentMode", .tintAdjustmentMode),
        ("contentMode", .plain(\UIView.contentMode)),
        ("border", .layer(BorderOriginal.init, BorderOriginal.restore)),
        ("shadow", .layer(ShadowOriginal.init, ShadowOriginal.restore)),
      ]
    }

    private static var textAccesses: [(String, OriginalAccess)] {
      [
        ("font", .plain(\UILabel.font)),
        ("textColor", .reset(\UILabel.textColor, default: Self.labelColor)),
        ("textAlignment", .plain(\UILabel.textAlignment)),
        ("lineBreakMode", .plain(\UILabel.lineBreakMode)),
        ("font", .plain(\UITextField.font)),
        ("textColor", .plain(\UITextField.textColor)),
        ("textAlignment", .plain(\UITextField.textAlignment)),
        ("borderStyle", .plain(\UITextField.borderStyle)),
        ("placeholderColor", .plain(\UITextField.cascade.placeholderUIColor)),
        ("axis", .plain(\UIStackView.axis)),
        ("alignment", .plain(\UIStackView.alignment)),
        ("distribution", .plain(\UIStackView.distribution)),
        // The image itself: a name would lose an image the app set in code.
        ("imageName", .plain(\UIImageView.image)),
      ]
    }

    private static var buttonAccesses: [(String, OriginalAccess)] {
      var accesses: [(String, OriginalAccess)] = [
        ("imageTintColor", .tint { (button: UIButton) in button.imageView ?? button })
      ]
      for (state, name) in ControlState.namedStates {
        let uiState = UIControl.State(state)
        accesses.append(("title[\(name)]", .perState(uiState, ButtonTitles.self)))
        accesses.append(("titleColor[\(name)]", .perState(uiState, ButtonTitleColors.self)))
      }
      return accesses
    }

    private static var controlAccesses: [(String, OriginalAccess)] {
      #if os(tvOS)
        []
      #else
        [
          ("onTintColor", .plain(\UISwitch.onTintColor)),
          ("thumbTintColor", .plain(\UISwitch.thumbTintColor)),
          ("minimumTrackTintColor", .plain(\UISlider.minimumTrackTintColor)),
          ("maximumTrackTintColor", .plain(\UISlider.maximumTrackTintColor)),
          ("thumbTintColor", .plain(\UISlider.thumbTintColor)),
        ]
      #endif
    }

    /// A label's text color when reset: the label color, from iOS 13.
    private static var labelColor: UIColor { .label }
  }
#endif
