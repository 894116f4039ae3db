#if canImport(UIKit) && !os(watchOS)
  internal import UIKit

  /// How one property's original is read from a view of one class and put back: `read`
  /// gives `nil` for a view of another class, and `restore` says whether the original was
  /// its own.
  @MainActor
  struct OriginalAccess {
    let read: (UIView) -> (any Sendable)?
    let restore: (UIView, any Sendable) -> Bool

    /// A property kept as the view holds it.
    static func plain<View: UIView, Value: Sendable>(
      _ keyPath: ReferenceWritableKeyPath<View, Value>
    ) -> OriginalAccess {
      OriginalAccess(
        read: { view in (view as? View).map { Kept(value: $0[keyPath: keyPath]) } },
        restore: { view, original in
          guard let view = view as? View, let kept = original as? Kept<Value> else { return false }
          view[keyPath: keyPath] = kept.value
          return true
        })
    }

    /// A `null_resettable` property: its default is kept as "reset", and put back by setting
    /// `nil`, so that the view gets its default back; another value is kept as it is.
    static func reset<View: UIView>(
      _ keyPath: ReferenceWritableKeyPath<View, UIColor?>,
      default defaultValue: @autoclosure @escaping () -> UIColor
    ) -> OriginalAccess {
      OriginalAccess(
        read: { view in
          (view as? View).map { view in
            let value: UIColor? = view[keyPath: keyPath]
            return Kept(value: value.flatMap { $0.isEqual(defaultValue()) ? nil : $0 })
          }
        },
        restore: { view, original in
          guard let view = view as? View, let kept = original as? Kept<UIColor?> else {
            return false
          }
          view[keyPath: keyPath] = kept.value
          return true
        })
    }

    /// A tint: the view's own, or none when it inherits its superview's (the tint it reads
    /// is its superview's, or the system's for a view without one), put back by setting
    /// `nil`, so that it inherits again. `target` names the view whose tint it is.
    static func tint<View: UIView>(_ target: @escaping (View) -> UIView) -> OriginalAccess {
      OriginalAccess(
        read: { view in (view as? View).map { Kept(value: TintOriginal.own(of: target($0))) } },
        restore: { view, original in
          guard let view = view as? View, let kept = original as? Kept<UIColor?> else {
            return false
          }
          target(view).tintColor = kept.value
          return true
        })
    }

    /// A tint adjustment mode, which UIKit reads back as the mode in effect (never
    /// `automatic`): the view's own, or `automatic` when the mode it reads is the one it
    /// would inherit (its superview's, or `normal` without one), put back as such, so that
    /// it follows its superview again.
    static var tintAdjustmentMode: OriginalAccess {
      OriginalAccess(
        read: { view in
          let inherited = view.superview?.tintAdjustmentMode ?? .normal
          let mode = view.tintAdjustmentMode
          return Kept(value: mode == inherited ? UIView.TintAdjustmentMode.automatic : mode)
        },
        restore: { view, original in
          guard let kept = original as? Kept<UIView.TintAdjustmentMode> else { return false }
          view.tintAdjustmentMode = kept.value
          return true
        })
    }

    /// A button's value for one control state, which falls back to the normal state's: a
    /// state's value equal to the normal one's is kept as none, and put back as `nil`, so
    /// that the state falls back again.
    static func perState<Values: PerStateValues>(
      _ state: UIControl.State, _ values: Values.Type
    ) -> OriginalAccess {
      OriginalAccess(
        read: { view in
          (view as? UIButton).map { button in
            let value = Values.value(of: button, for: state)
            let falls =
              state != .normal && Values.same(value, Values.value(of: button, for: .normal))
            return Kept(value: falls ? nil : value)
          }
        },
        restore: { view, original in
          guard let button = view as? UIButton, let kept = original as? Kept<Values.Value?> else {
            return false
          }
          Values.set(kept.value, on: button, for: state)
          return true
        })
    }

    /// A layer's group of properties, kept as the layer holds them.
    static func layer<Original: Sendable>(
      _ read: @escaping (CALayer) -> Original, _ restore: @escaping (Original, CALayer) -> Void
    ) -> OriginalAccess {
      OriginalAccess(
        read: { view in Kept(value: read(view.layer)) },
        restore: { view, original in
          guard let kept = original as? Kept<Original> else { return false }
          restore(kept.value, view.layer)
          return true
        })
    }
  }

  /// An original, as the view held it.
  struct Kept<Value: Sendable>: Sendable {
    let value: Value
  }

  /// The tint a view has of its own.
  @MainActor
  enum TintOriginal {
    /// The view's own tint; `nil` when the tint it reads is the one it would inherit: its
    /// superview's, or for a view without one, a new view's.
    static func own(of view: UIView) -> UIColor? {
      let tint: UIColor = view.tintColor
      let inherited: UIColor = view.superview?.tintColor ?? systemTint
      return tint.isEqual(inherited) ? nil : tint
    }

    /// The tint of a view with no superview and no tint of its own.
    private static let systemTint: UIColor = UIView().tintColor
  }
#endif
