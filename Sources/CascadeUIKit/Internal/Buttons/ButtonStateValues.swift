#if canImport(UIKit) && !os(watchOS)
  internal import UIKit

  /// A button's value for each control state.
  @MainActor
  protocol PerStateValues {
    associatedtype Value: Sendable
    static func value(of button: UIButton, for state: UIControl.State) -> Value?
    static func set(_ value: Value?, on button: UIButton, for state: UIControl.State)
    static func same(_ first: Value?, _ second: Value?) -> Bool
  }

  /// A button's titles.
  enum ButtonTitles: PerStateValues {
    static func value(of button: UIButton, for state: UIControl.State) -> String? {
      button.title(for: state)
    }

    static func set(_ value: String?, on button: UIButton, for state: UIControl.State) {
      button.setTitle(value, for: state)
    }

    static func same(_ first: String?, _ second: String?) -> Bool { first == second }
  }

  /// A button's title colors.
  enum ButtonTitleColors: PerStateValues {
    static func value(of button: UIButton, for state: UIControl.State) -> UIColor? {
      button.titleColor(for: state)
    }

    static func set(_ value: UIColor?, on button: UIButton, for state: UIControl.State) {
      button.setTitleColor(value, for: state)
    }

    static func same(_ first: UIColor?, _ second: UIColor?) -> Bool {
      first.map { second?.isEqual($0) ?? false } ?? (second == nil)
    }
  }
#endif
