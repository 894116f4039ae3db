#if os(Linux)
  internal import Foundation

  /// A button with a title and an image for each state, or drawn from a configuration.
  /// UIButton.h (not among the stored SDK copies; the shape Swift imports).
  @MainActor
  @available(watchOS, unavailable)
  open class UIButton: UIControl {
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]

    /// The view that shows the button's image. UIButton.h; the stub always has one.
    public let imageView: UIImageView? = UIImageView()

    /// Creates a button. UIButton.h (`init(frame:)`, here without a frame).
    public override init() {
      super.init()
    }

    /// Sets the title for a state. UIButton.h.
    open func setTitle(_ title: String?, for state: UIControl.State) {
      titles[state.rawValue] = title
    }

    /// The title for a state, or the normal state's. UIButton.h.
    open func title(for state: UIControl.State) -> String? {
      titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
    }

    /// Sets the title color for a state. UIButton.h.
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
      titleColors[state.rawValue] = color
    }

    /// The title color for a state, or the normal state's. UIButton.h.
    open func titleColor(for state: UIControl.State) -> UIColor? {
      titleColors[state.rawValue] ?? titleColors[UIControl.State.normal.rawValue]
    }

    /// The configuration; a button with one is drawn from it. UIButton.h (the shape Swift
    /// imports); iOS 15.
    @available(iOS 15.0, tvOS 15.0, *)
    public var configuration: UIButton.Configuration?

    /// What updates the configuration for the button's state. UIButton.h (the shape Swift
    /// imports); iOS 15.
    @available(iOS 15.0, tvOS 15.0, *)
    public var configurationUpdateHandler: UIButton.ConfigurationUpdateHandler?

    /// Asks for the configuration to be updated for the button's state. UIButton.h; iOS 15.
    /// UIKit updates before the next layout pass, and after each change of state; the stub,
    /// which has no layout pass, updates at once.
    @available(iOS 15.0, tvOS 15.0, *)
    open func setNeedsUpdateConfiguration() {
      updateConfiguration()
    }

    /// Updates the configuration for the button's state, running the update handler.
    /// UIButton.h; iOS 15.
    @available(iOS 15.0, tvOS 15.0, *)
    open func updateConfiguration() {
      configurationUpdateHandler?(self)
    }

    /// Whether the button is touched; a change updates the configuration. UIControl.h.
    open override var isHighlighted: Bool {
      didSet { setNeedsUpdateConfiguration() }
    }

    /// Whether the button is selected; a change updates the configuration. UIControl.h.
    open override var isSelected: Bool {
      didSet { setNeedsUpdateConfiguration() }
    }

    /// Whether the button is enabled; a change updates the configuration. UIControl.h.
    open override var isEnabled: Bool {
      didSet { setNeedsUpdateConfiguration() }
    }
  }
#endif
