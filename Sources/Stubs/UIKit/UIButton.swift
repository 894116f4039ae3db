#if os(Linux)
  internal import Foundation

  /// A button with a title and an image for each state, or drawn from a configuration.
  /// UIButton.h, iPhoneOS16.1.sdk: main-actor isolated.
  @MainActor
  @available(watchOS, unavailable)
  open class UIButton: UIControl {
    /// The kinds of button. UIButton.h, iPhoneOS16.1.sdk (`UIButtonType`, imported as
    /// `UIButton.ButtonType`).
    public enum ButtonType: Int, Sendable {
      /// No system style: what `UIButton()` makes.
      case custom = 0
      /// The standard system button; iOS 7.
      case system = 1
      /// A detail disclosure button.
      case detailDisclosure = 2
      /// A light information button.
      case infoLight = 3
      /// A dark information button.
      case infoDark = 4
      /// A contact add button.
      case contactAdd = 5
      /// A close button; iOS 13, not tvOS.
      @available(iOS 13.0, *)
      @available(tvOS, unavailable)
      case close = 7
    }

    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private let ownImageView: UIImageView?

    /// The kind of button. UIButton.h, iPhoneOS16.1.sdk.
    public let buttonType: ButtonType

    /// The view that shows the button's image: made when needed, and "always returns nil for
    /// system buttons" (UIButton.h, iPhoneOS16.1.sdk).
    open var imageView: UIImageView? { ownImageView }

    /// Creates a custom button. UIButton.h, iPhoneOS16.1.sdk: the designated initializer.
    public override init(frame: CGRect) {
      buttonType = .custom
      ownImageView = UIImageView()
      super.init(frame: frame)
    }

    /// Creates a button from an archive. UIButton.h, iPhoneOS16.1.sdk; the stub archives
    /// nothing and always fails.
    public required init?(coder: NSCoder) {
      return nil
    }

    /// Creates a button of a kind. UIButton.h, iPhoneOS16.1.sdk (`+buttonWithType:`, which
    /// Swift imports as a convenience initializer); a system button has no image view.
    public convenience init(type buttonType: ButtonType) {
      self.init(buttonType: buttonType)
    }

    /// Creates a button of a kind that performs an action on a touch up inside. UIButton.h,
    /// iPhoneOS16.1.sdk (`+buttonWithType:primaryAction:`); iOS 14.
    @available(iOS 14.0, *)
    public convenience init(type buttonType: ButtonType, primaryAction: UIAction?) {
      self.init(buttonType: buttonType)
      primaryAction.map { addAction($0, for: .touchUpInside) }
    }

    /// Creates a system button drawn from a configuration, that performs an action on a
    /// touch up inside. UIButton.h, iPhoneOS16.1.sdk
    /// (`+buttonWithConfiguration:primaryAction:`); iOS 15.
    @available(iOS 15.0, tvOS 15.0, *)
    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction?) {
      self.init(buttonType: .system)
      self.configuration = configuration
      primaryAction.map { addAction($0, for: .touchUpInside) }
    }

    /// Creates a custom button with a frame, that performs an action on a touch up inside.
    /// UIButton.h, iPhoneOS16.1.sdk (`initWithFrame:primaryAction:`); iOS 14.
    @available(iOS 14.0, *)
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
      self.init(frame: frame)
      primaryAction.map { addAction($0, for: .touchUpInside) }
    }

    private init(buttonType: ButtonType) {
      self.buttonType = buttonType
      ownImageView = buttonType == .custom ? UIImageView() : nil
      super.init(frame: .zero)
    }

    /// Sets the title for a state. UIButton.h, iPhoneOS16.1.sdk.
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

    /// The title for the button's current state. UIButton.h, iPhoneOS16.1.sdk.
    open var currentTitle: String? { title(for: state) }

    /// The title color for the button's current state; "always returns non-nil. default is
    /// white" (UIButton.h, iPhoneOS16.1.sdk).
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }

    /// The configuration; a button with one is drawn from it. UIButton.h (the shape Swift
    /// imports); iOS 15.
    @available(iOS 15.0, tvOS 15.0, *)
    public var configuration: UIButton.Configuration?

    /// What updates the configuration for the button's state. UIButton.h (the shape Swift
    /// imports); iOS 15.
    @available(iOS 15.0, tvOS 15.0, *)
    public var configurationUpdateHandler: UIButton.ConfigurationUpdateHandler?

    /// Asks for the configuration to be updated for the button's state: "Multiple requests
    /// may be coalesced into a single update at the appropriate time", before the next layout
    /// (UIButton.h, iPhoneOS16.1.sdk); iOS 15. The stub updates at its layout pass.
    @available(iOS 15.0, tvOS 15.0, *)
    open func setNeedsUpdateConfiguration() {
      needsConfigurationUpdate = true
      setNeedsLayout()
    }

    /// Updates the configuration for the button's state now, running the update handler.
    /// UIButton.h, iPhoneOS16.1.sdk; iOS 15.
    @available(iOS 15.0, tvOS 15.0, *)
    open func updateConfiguration() {
      needsConfigurationUpdate = false
      configurationUpdateHandler?(self)
    }

    private var needsConfigurationUpdate = false

    /// A layout pass runs a requested configuration update first.
    override func updateBeforeLayout() {
      if needsConfigurationUpdate { updateConfiguration() }
    }

    /// Whether the button is touched; a change updates the configuration. UIControl.h,
    /// iPhoneOS17.4.sdk.
    open override var isHighlighted: Bool {
      didSet { setNeedsUpdateConfiguration() }
    }

    /// Whether the button is selected; a change updates the configuration. UIControl.h,
    /// iPhoneOS17.4.sdk.
    open override var isSelected: Bool {
      didSet { setNeedsUpdateConfiguration() }
    }

    /// Whether the button is enabled; a change updates the configuration. UIControl.h,
    /// iPhoneOS17.4.sdk.
    open override var isEnabled: Bool {
      didSet { setNeedsUpdateConfiguration() }
    }
  }
#endif
