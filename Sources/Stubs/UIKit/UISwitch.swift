#if os(Linux)
  internal import Foundation

  /// An on/off switch. UISwitch.h (not among the stored SDK copies; the shape Swift
  /// imports).
  @MainActor
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  open class UISwitch: UIControl {
    /// Whether the switch is on. UISwitch.h.
    open var isOn = false
    /// The track's color when on. UISwitch.h.
    open var onTintColor: UIColor?
    /// The thumb's color. UISwitch.h; iOS 6.
    open var thumbTintColor: UIColor?
  }

  /// A slider over a range of values. UISlider.h, iPhoneOS18.1.sdk: main-actor isolated,
  /// unavailable on tvOS and watchOS.
  @MainActor
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  open class UISlider: UIControl {
    /// The value. UISlider.h.
    open var value: Float = 0
    /// The track's color below the thumb. UISlider.h; iOS 5.
    open var minimumTrackTintColor: UIColor?
    /// The track's color above the thumb. UISlider.h; iOS 5.
    open var maximumTrackTintColor: UIColor?
    /// The thumb's color. UISlider.h; iOS 5.
    open var thumbTintColor: UIColor?
  }
#endif
