#if os(Linux)
  internal import Foundation

  /// A button with a title and an image for each state. UIButton.h (not among the stored
  /// SDK copies; the shape Swift imports).
  @MainActor
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
  }
#endif
