import CascadeViews

/// Memory: bytes per setter of a built style, and proof that applying a style shares it.
enum Memory {
  /// The most heap a setter of a built style may take, in bytes.
  static let maximumHeapPerSetter = 128

  /// The memory rows, the sharing check over `views` labels.
  static func rows(views: Int) -> [Row] {
    let name = "memory"
    var rows = [
      Row(
        name, "AnySetter stride", nil,
        note: "\(MemoryLayout<AnySetter<Label>>.stride) bytes inline per setter")
    ]
    if let perSetter = heapBytesPerSetter() {
      rows.append(
        Row(
          name, "heap per setter of built styles", nil,
          target: .check(perSetter <= maximumHeapPerSetter),
          note: "\(perSetter) bytes, target at most \(maximumHeapPerSetter): its slot in the "
            + "style, its closures and its boxed value"))
    } else {
      rows.append(
        Row(name, "heap per setter of built styles", nil, note: "not measurable on this platform"))
    }
    let style = Styling.block(.first)
    let shared = isShared(style, views: views)
    rows.append(
      Row(
        name, "style shared across \(views) views", nil, target: .check(shared),
        note: "one setter buffer, however many views"))
    return rows
  }

  /// The heap a thousand eight-setter styles take, per setter.
  private static func heapBytesPerSetter() -> Int? {
    guard let before = allocatedBytes() else { return nil }
    let styles = (0..<1_000).map { Styling.block($0.isMultiple(of: 2) ? .first : .second) }
    guard let after = allocatedBytes() else { return nil }
    let setters = styles.reduce(0) { $0 + $1.count }
    return (after - before) / max(setters, 1)
  }

  /// Whether copies of a style made while applying it share one setter buffer.
  private static func isShared(_ style: Style<Label>, views: Int) -> Bool {
    let address = style.setters.withUnsafeBufferPointer { $0.baseAddress }
    let labels = makeLabels(views)
    let copies = labels.map { label -> Style<Label> in
      let copy = style
      copy.apply(to: label)
      return copy
    }
    return copies.allSatisfy { $0.setters.withUnsafeBufferPointer { $0.baseAddress } == address }
  }
}
