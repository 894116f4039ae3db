// What change accounting compares a property's old and new values with; see
// `SameValueComparable`.

extension EdgeInsets: SameValueComparable {
  func isSameValue(as other: EdgeInsets) -> Bool {
    top.isSameValue(as: other.top) && leading.isSameValue(as: other.leading)
      && bottom.isSameValue(as: other.bottom) && trailing.isSameValue(as: other.trailing)
  }
}

extension Size: SameValueComparable {
  func isSameValue(as other: Size) -> Bool {
    width.isSameValue(as: other.width) && height.isSameValue(as: other.height)
  }
}

extension Shadow: SameValueComparable {
  func isSameValue(as other: Shadow) -> Bool {
    // Layer by layer, without building either shadow's list of layers: a change is noted
    // on every write of a shadow.
    isSameLayer(as: other) && lowerLayers.count == other.lowerLayers.count
      && zip(lowerLayers, other.lowerLayers).allSatisfy { $0.isSameLayer(as: $1) }
  }

  // The initializer replaces a NaN opacity, radius or spread; only the offset can hold NaN.
  private func isSameLayer(as other: Shadow) -> Bool {
    color == other.color && opacity == other.opacity && radius == other.radius
      && offset.isSameValue(as: other.offset) && spread == other.spread
      && isInset == other.isInset
  }
}

// The initializers of these replace NaN in every component, so `==` is exact for them.

extension Color: SameValueComparable {}

extension Border: SameValueComparable {}

extension Font: SameValueComparable {}

// Enumerations hold no numbers.

extension Axis: SameValueComparable {}

extension ContentMode: SameValueComparable {}

extension LineBreakMode: SameValueComparable {}

extension TextAlignment: SameValueComparable {}

extension TintAdjustmentMode: SameValueComparable {}

extension StackView.Alignment: SameValueComparable {}

extension StackView.Distribution: SameValueComparable {}

extension TextField.BorderStyle: SameValueComparable {}
