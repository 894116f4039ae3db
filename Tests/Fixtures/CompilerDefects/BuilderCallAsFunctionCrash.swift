// The compiler crashes (std::bad_optional_access in AllowArgumentMismatch::diagnose, from
// salvage()) diagnosing a result-builder block that fails when its type also has an init()
// and a callAsFunction: the solver tries `Box()` then `callAsFunction` with the trailing
// closure (swiftlang/swift PR #41189), and diagnosing that mismatch crashes.
// Upstream: https://github.com/swiftlang/swift/issues/86461
// Cascade's workaround: Style has no callAsFunction (apply(to:) and view.style(_:) apply it).
// expect-compiler-crash

@resultBuilder
enum ItemBuilder {
  static func buildExpression(_ item: Int) -> [Int] { [item] }
  static func buildBlock(_ items: [Int]...) -> [Int] { items.flatMap { $0 } }
  static func buildEither(first items: [Int]) -> [Int] { items }
  static func buildEither(second items: [Int]) -> [Int] { items }
}

struct Box {
  var items: [Int]
  init() { items = [] }
  init(@ItemBuilder _ content: () -> [Int]) { items = content() }
  func callAsFunction(_ value: inout Int) {}
}

enum Priority { case low, normal }
let priority = Priority.low
let box = Box {
  switch priority {
  case .low: 1
  case .normal: break
  }
}
