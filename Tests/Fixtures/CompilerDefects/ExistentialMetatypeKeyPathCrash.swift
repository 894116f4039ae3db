// The compiler crashes (a bad pointer in SILGen) lowering a key path to a static member
// through an existential metatype, `[any Named.Type].map(\.name)`; type-checking it passes.
// Cascade's workaround: the `cascade` tool maps its commands' names with a closure,
// `commands.map { $0.name }` (CascadeCommandLine.swift), with a comment there.
// expect-compiler-crash

protocol Named {
  static var name: String { get }
}

enum Lint: Named {
  static let name = "lint"
}

func names(_ types: [any Named.Type]) -> [String] {
  types.map(\.name)
}
