#if canImport(UIKit) && !os(watchOS)
  internal import CascadeViews
  internal import UIKit

  /// What Cascade sets on a button through its configuration (iOS 15): a background color
  /// for each control state, and content insets. UIKit's per-state setters stop at titles,
  /// title colors and images, and `contentEdgeInsets` is deprecated; a configuration draws a
  /// background and insets its content, and its update handler, which UIKit runs after each
  /// change of the button's state, picks the background for the state it is in.
  ///
  /// A button without a configuration is given a plain one while Cascade sets anything on it,
  /// and loses it again when Cascade sets nothing; a button with its own configuration keeps
  /// it, with the background it had wherever no state's color applies, and its own update
  /// handler runs before Cascade's.
  @MainActor
  final class ButtonConfigurationStyle {
    /// The background colors set for exactly each state.
    private(set) var backgrounds: [ControlState: Color] = [:]
    /// The content insets set on a configuration Cascade gave the button.
    private var contentInsets: EdgeInsets?
    /// Whether Cascade gave the button its configuration.
    private var isInstalled = false
    /// Whether Cascade's update handler is the button's.
    private var isHandling = false
    /// The update handler the button had before Cascade's, which Cascade's runs first.
    private var previousHandler: UIButton.ConfigurationUpdateHandler?
    /// The background and corner style that a state's color replaced, to put back.
    private var replaced: (UIBackgroundConfiguration, UIButton.Configuration.CornerStyle)?

    /// The style of a button, created if it has none.
    static func of(_ button: UIButton) -> ButtonConfigurationStyle {
      let data = ViewStyleData.of(button)
      if let style = data.buttonStyle { return style }
      let style = ButtonConfigurationStyle()
      data.buttonStyle = style
      return style
    }

    /// The style of a button, if Cascade has set anything on it.
    static func existing(_ button: UIButton) -> ButtonConfigurationStyle? {
      ViewStyleData.existing(button)?.buttonStyle
    }

    /// Updates the configuration of a button whose per-state fill takes the layer's corner
    /// radius, after the radius changed.
    static func cornerRadiusDidChange(of view: UIView) {
      guard let button = view as? UIButton, existing(button) != nil else { return }
      button.setNeedsUpdateConfiguration()
    }

    /// The content insets of a button: those of its own configuration, those Cascade set, or
    /// zero for a button without a configuration (its deprecated `contentEdgeInsets` is not
    /// read).
    static func contentInsets(of button: UIButton) -> EdgeInsets {
      let style = existing(button)
      if let insets = style?.contentInsets { return insets }
      guard style?.isInstalled != true, let configuration = button.configuration else {
        return .zero
      }
      return EdgeInsets(configuration.contentInsets)
    }

    /// Sets the content insets: on the button's own configuration, or on one Cascade gives
    /// it; zero on a button without a configuration of its own needs none.
    func setContentInsets(_ insets: EdgeInsets, on button: UIButton) {
      if !isInstalled, var configuration = button.configuration {
        configuration.contentInsets = NSDirectionalEdgeInsets(insets)
        button.configuration = configuration
        return
      }
      contentInsets = insets == .zero ? nil : insets
      synchronize(button)
    }

    /// Sets the background color for a state; `nil` removes it.
    func setBackground(_ color: Color?, for state: ControlState, on button: UIButton) {
      backgrounds[state] = color
      synchronize(button)
    }

    /// Gives the button Cascade's configuration and handler while it sets anything, takes
    /// them away when it sets nothing, and updates the configuration.
    private func synchronize(_ button: UIButton) {
      if backgrounds.isEmpty && contentInsets == nil {
        detach(from: button)
      } else {
        attach(to: button)
      }
      button.setNeedsUpdateConfiguration()
    }

    private func attach(to button: UIButton) {
      if button.configuration == nil {
        button.configuration = .plain()
        isInstalled = true
      }
      guard !isHandling else { return }
      isHandling = true
      previousHandler = button.configurationUpdateHandler
      button.configurationUpdateHandler = { button in
        ButtonConfigurationStyle.existing(button)?.update(button)
      }
    }

    private func detach(from button: UIButton) {
      guard isHandling else { return }
      update(button)  // with no colors left, puts back the background a color replaced
      button.configurationUpdateHandler = previousHandler
      previousHandler = nil
      isHandling = false
      if isInstalled {
        button.configuration = nil
        isInstalled = false
      }
    }

    /// Brings the configuration in line with the button's state: the state's background
    /// color, or the normal state's, with the layer's corner radius, so that the fill is
    /// rounded as `border-radius` rounds the view.
    private func update(_ button: UIButton) {
      previousHandler?(button)
      guard var configuration = button.configuration else { return }
      if isInstalled {
        configuration.contentInsets = NSDirectionalEdgeInsets(contentInsets ?? .zero)
      }
      let state = ControlState(button.state)
      if let color = backgrounds[state] ?? backgrounds[.normal] {
        if replaced == nil { replaced = (configuration.background, configuration.cornerStyle) }
        configuration.background.backgroundColor = UIColor(color)
        configuration.background.cornerRadius = button.layer.cornerRadius
        configuration.cornerStyle = .fixed
      } else if let (background, cornerStyle) = replaced {
        configuration.background = background
        configuration.cornerStyle = cornerStyle
        replaced = nil
      }
      button.configuration = configuration
    }
  }
#endif
