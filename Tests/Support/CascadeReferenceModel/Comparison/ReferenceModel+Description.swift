extension ReferenceModel {
  /// An object as `#3 Tag.a:highlighted at #0/#1/#3`, or `… (detached)` out of the tree.
  func describe(_ object: Int) -> String {
    let model = objects[object]
    var text = "#\(object) \(model.kind)" + model.classes.sorted().map { ".\($0)" }.joined()
    text += model.states.map { ":\($0)" }.sorted().joined()
    if let traits = model.traits { text += " with traits (\(traits))" }
    guard isAttached(object) else { return text + " (detached)" }
    return text + " at " + Self.path(([object] + ancestors(of: object)).reversed())
  }

  /// A path from the root as `#0/#1/#3`; a deep one as `#0/#1/…/#60/#61/#62/#63 (depth
  /// 63)`, so that each object of a deep world still takes one short line.
  private static func path(_ objects: [Int]) -> String {
    let names = objects.map { "#\($0)" }
    guard names.count > 8 else { return names.joined(separator: "/") }
    return (names.prefix(2) + ["…"] + names.suffix(4)).joined(separator: "/")
      + " (depth \(names.count - 1))"
  }

  /// How the model came to an object's value of `field`: the original and each write to
  /// it, with its source.
  func trace(of field: String, in object: Int, sources: (Write.Source) -> String) -> String {
    let original = objects[object].original.fields.first { $0.name == field }?.value ?? "?"
    let writes = writes(of: object).filter { $0.affects(field) }.map { write in
      "\(write.identity) = \(Self.describe(write.effect)) from \(sources(write.source))"
    }
    return (["original \(original)"] + writes).joined(separator: "; ")
  }

  /// A write's value as text.
  private static func describe(_ effect: Write.Effect) -> String {
    switch effect {
    case .color(let value), .marginsTop(let value), .weight(let value): "\(value)"
    case .label(let text), .title(_, let text): "\"\(text)\""
    case .margins(let margins): "\(margins)"
    case .labelFromColor: "the label of the color"
    case .original: "initial"
    case .inherited: "inherit"
    }
  }
}
