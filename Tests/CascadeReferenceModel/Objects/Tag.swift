/// A subclass of ``Box`` with a property of its own, so that rules for a type match its
/// subclass and a style for the subclass skips the superclass.
final class Tag: Box {
  final var weight: Int

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
