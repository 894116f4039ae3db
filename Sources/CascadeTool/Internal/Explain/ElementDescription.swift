import Cascade
import CascadeViews

/// An element described on the command line, `View.card > Label.title:highlighted`: a chain
/// of substitute views, each with its type, classes and states, built as a tree so that a
/// sheet can be applied to it.
///
/// `>` and a space both make the next view a child of the one before: for one element, a
/// descendant is a child. A view without a type is a `View`.
struct ElementDescription: Equatable {
  /// One view of the chain.
  struct Part: Equatable {
    var type = "View"
    var classes: [String] = []
    var states: [String] = []
  }

  /// The views from the outermost to the element itself.
  let parts: [Part]

  /// The states a description may name, as a sheet writes them.
  static let states: [String: StyleState] = [
    "highlighted": .highlighted, "selected": .selected, "disabled": .disabled,
    "focused": .focused,
  ]

  /// Reads `text`, whose types are among `kinds`: the substitutes, and any types a
  /// configuration declares.
  ///
  /// - Throws: ``UsageError`` for a type or state not known, or text that is not a chain of
  ///   `Type.class:state`.
  /// - Complexity: O(*n*) in the length of the text.
  init(_ text: String, kinds: [String: ViewKind] = ViewKind.standard) throws(UsageError) {
    var parts: [Part] = []
    for word in text.split(whereSeparator: { $0 == ">" || $0.isWhitespace }) {
      parts.append(try Self.part(String(word), kinds: kinds))
    }
    guard !parts.isEmpty else { throw UsageError("`--element` needs a view, as `Label.title`") }
    self.parts = parts
  }

  private static func part(
    _ word: String, kinds: [String: ViewKind]
  ) throws(UsageError) -> Part {
    var part = Part()
    var kind: Character = "t"
    var current = ""
    func finish() throws(UsageError) {
      switch kind {
      case ".": part.classes.append(current)
      case ":": part.states.append(current)
      default: if !current.isEmpty { part.type = current }
      }
      guard kind == "t" || !current.isEmpty else {
        throw UsageError("`\(word)` in `--element` has an empty class or state")
      }
    }
    for character in word {
      if character == "." || character == ":" {
        try finish()
        kind = character
        current = ""
      } else {
        current.append(character)
      }
    }
    try finish()
    try check(part, in: word, kinds: kinds)
    return part
  }

  private static func check(
    _ part: Part, in word: String, kinds: [String: ViewKind]
  ) throws(UsageError) {
    guard kinds[part.type] != nil else {
      let known = kinds.keys.sorted().joined(separator: ", ")
      throw UsageError(
        "unknown view type `\(part.type)` in `--element`; use one of \(known), or declare it "
          + "in `\(ToolConfiguration.fileName)`")
    }
    for state in part.states where states[state] == nil {
      let known = states.keys.sorted().joined(separator: ", ")
      throw UsageError("unknown state `:\(state)` in `--element`; use one of \(known)")
    }
  }
}
