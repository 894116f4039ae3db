#if canImport(UIKit) && !os(watchOS)
  public import Cascade
  public import UIKit

  /// A UIKit view of an app's own that adds state and classes of its own to what stylesheets
  /// see of it: a card that is on, a cell that is expanded.
  ///
  /// Every `UIView` already takes part in stylesheets, an app's subclasses included, so a
  /// subclass does not adopt `Stylable` again (that conformance would be
  /// redundant), and it cannot override ``UIKit/UIView/styleState``, which an extension
  /// declares. It adopts this protocol instead: the view's state is its control's united
  /// with ``customStyleState``, and its classes are the ones set through
  /// ``UIKit/UIView/styleClasses`` united with ``customStyleClasses``. Call
  /// ``UIKit/UIView/setNeedsRestyle()`` whenever either changes, so that the view's root
  /// restyles on the next turn of the run loop, as it does after a touch.
  ///
  /// ```swift
  /// final class ToggleCard: UIControl, CustomStylable {
  ///   var isOn = false { didSet { if isOn != oldValue { setNeedsRestyle() } } }
  ///   var customStyleState: StyleState { isOn ? .selected : [] }
  /// }
  /// ```
  @MainActor
  public protocol CustomStylable: UIView {
    /// The states the view is in beyond its control's, if it is one: `.selected` for a card
    /// that is on.
    var customStyleState: StyleState { get }
    /// The classes the view has by what it is or holds, beside those set through
    /// ``UIKit/UIView/styleClasses``; setting ``UIKit/UIView/styleClasses`` cannot
    /// remove them. None unless the view says otherwise.
    var customStyleClasses: Set<String> { get }
  }

  extension CustomStylable {
    /// No state of its own.
    public var customStyleState: StyleState { [] }

    /// No classes of its own.
    public var customStyleClasses: Set<String> { [] }
  }
#endif
