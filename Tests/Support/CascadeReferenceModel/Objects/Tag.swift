import Cascade

/// A subclass of ``Box`` with a property of its own, so that rules for a type match its
/// subclass and a style for the subclass skips the superclass.
///
/// Its selected state is computed from a property of its own, as an app's toggle computes
/// it, and reported when that property changes: the engine must restyle it as it does a
/// stored state.
final class Tag: Box {
  final var weight: Int
  /// Whether the tag is on: its `.selected` state.
  final var isOn = false {
    didSet { if isOn != oldValue { setNeedsRestyle() } }
  }

  override var styleState: StyleState {
    get { super.styleState.union(isOn ? .selected : []) }
    set {
      isOn = newValue.contains(.selected)
      super.styleState = newValue.subtracting(.selected)
    }
  }

  /// Creates a tag with the given values; `weight` must be set.
  override init(values: ObjectValues) {
    weight = values.weight ?? 0
    super.init(values: values)
  }

  override var values: ObjectValues {
    var values = super.values
    values.weight = weight
    return values
  }
}
