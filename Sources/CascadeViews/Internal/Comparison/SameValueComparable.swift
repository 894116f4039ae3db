/// A value that change accounting compares with the value a property held, to tell whether
/// a write changed it.
///
/// `==` on floating-point numbers follows IEEE 754, under which NaN is unequal to every
/// value, itself included. Compared with `==`, a property that holds NaN would count a change
/// each time a style wrote the same NaN again, and a view's ``View/changeCount`` would never
/// settle. ``isSameValue(as:)`` is `==`, except that a NaN is the same value as any other
/// NaN, so a write counts only when the stored value really changed. The public `==` of the
/// value types stays IEEE's, as code comparing insets or sizes expects of `Double`.
///
/// The default is `==`. A type that stores floating-point numbers NaN can reach compares
/// them field by field with ``isSameValue(as:)`` instead; one whose initializer replaces NaN
/// keeps `==`, which is exact for it. Each property's value type conforms, so a property of
/// a new type can't silently fall back to `==`.
protocol SameValueComparable: Equatable {
  /// Whether `other` is the same value as this one: equal by `==`, or NaN where this is NaN.
  func isSameValue(as other: Self) -> Bool
}

extension SameValueComparable {
  func isSameValue(as other: Self) -> Bool { self == other }
}

extension Double: SameValueComparable {
  // `-0.0` stays the same value as `0.0`, as under `==`: no property draws them apart.
  func isSameValue(as other: Double) -> Bool {
    self == other || (isNaN && other.isNaN)
  }
}

extension Optional: SameValueComparable where Wrapped: SameValueComparable {
  func isSameValue(as other: Wrapped?) -> Bool {
    switch (self, other) {
    case (.some(let value), .some(let otherValue)): value.isSameValue(as: otherValue)
    case (.none, .none): true
    default: false
    }
  }
}

extension Bool: SameValueComparable {}

extension Int: SameValueComparable {}

extension String: SameValueComparable {}
