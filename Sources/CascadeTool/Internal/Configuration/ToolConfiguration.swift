import Cascade
package import CascadeCSS
import CascadeViews
// For replacing the Swift names of declared types in what `explain` prints.
import Foundation

/// `cascade.json`: the view types and properties that an app registers itself, in Swift,
/// declared to the tool so that `lint` knows them.
///
/// ```json
/// {
///   "types": { "Card": "View", "Badge": "Label" },
///   "properties": {
///     "elevation": { "on": "Card", "keywords": ["flat", "raised"] },
///     "badge-count": { "on": "Badge", "type": "Int" },
///     "stripe-color": { "on": ["Card", "Badge"], "type": "Color?" }
///   }
/// }
/// ```
///
/// A type is declared over the substitute its class derives from, and has that one's
/// properties; a property names the types that have it, and its value's Swift type
/// (``DeclaredValue/types``, `?` for an optional) or its keywords. Each problem is reported
/// at its place, and the rest of the file still counts.
package struct ToolConfiguration {
  /// The file's name, which tells the tool and the build plugin what it is.
  static let fileName = "cascade.json"

  /// The types declared, by their names in sheets.
  private(set) var types: [String: ViewKind] = [:]
  /// The names of the types, in the order of the file.
  package private(set) var typeNames: [String] = []
  private(set) var properties: [DeclaredProperty] = []
  /// The names of the properties declared, in the order of the file.
  package var propertyNames: [String] { properties.map(\.name) }
  package private(set) var problems: [Problem] = []
  /// UIKit's names, where `vocabulary` is `uikit`: sheets are checked as
  /// `StyleVocabulary.uiKit` reads them (``UIKitVocabulary``).
  private(set) var uiKitKinds: [String: ViewKind]?

  private var path = ""
  private var lines = LineMap([])
  /// The names declared for types, by the Swift names the library prints for them.
  private var namesBySwiftName: [String: String] = [:]
  /// The length of the longest key of `namesBySwiftName`, in characters.
  private var longestSwiftName = 0

  /// A configuration that declares nothing.
  init() {}

  /// Reads `text`, the file at `path`.
  ///
  /// - Complexity: O(*n*) in the text, and O(*t*) in the types each property names.
  package init(parsing text: String, named path: String) {
    self.path = path
    lines = LineMap(Array(text.utf8))
    switch JSONNode.read(text, maximumDepth: 16) {
    case .failure(let error): report(error.message, error.start, error.end)
    case .success(let root):
      guard let members = root.members else {
        report("`\(Self.fileName)` is a JSON object", root.start, root.end)
        return
      }
      let allowed = ["vocabulary", "types", "properties"]
      for member in members where !allowed.contains(member.key) {
        report(
          "unknown member `\(member.key)`; a configuration has `vocabulary`, `types` and "
            + "`properties`", member.keyStart, member.keyEnd,
          suggestion: Suggestions.nearest(to: member.key, among: allowed))
      }
      if let vocabulary = members.first(where: { $0.key == "vocabulary" }) {
        readVocabulary(vocabulary.value)
      }
      if let types = members.first(where: { $0.key == "types" }) { readTypes(types.value) }
      if let properties = members.first(where: { $0.key == "properties" }) {
        readProperties(properties.value)
      }
      namesBySwiftName = Self.namesBySwiftName(types: types, uiKitKinds: uiKitKinds)
      longestSwiftName = namesBySwiftName.keys.map(\.count).max() ?? 0
    }
  }

  /// The view types `explain` builds: the substitutes, UIKit's names where the vocabulary is
  /// UIKit's, and the types declared.
  var viewKinds: [String: ViewKind] {
    var kinds = ViewKind.standard
    if let uiKitKinds {
      for name in UIKitVocabulary.standardOnlyTypes { kinds[name] = nil }
      kinds.merge(uiKitKinds) { standard, _ in standard }
    }
    return kinds.merging(types) { earlier, _ in earlier }
  }

  /// `text` with the Swift name of each declared type, which the library prints, replaced
  /// by the name the configuration gives it.
  ///
  /// - Complexity: O(*n*) in the text's length, however many types are declared.
  package func naming(_ text: String) -> String {
    guard !namesBySwiftName.isEmpty, text.contains(ViewKind.swiftNamePrefix) else {
      return text
    }
    var named = ""
    var rest = text[...]
    while let found = Self.firstPrefix(in: rest) {
      named += rest[..<found]
      let end = endOfSwiftName(in: rest, from: found)
      let swiftName = String(rest[found..<end])
      named += namesBySwiftName[swiftName] ?? swiftName
      rest = rest[end...]
    }
    return named + rest
  }

  /// Where the first declared type's Swift name in `text` starts: a search of its bytes,
  /// which copies nothing, as Foundation's `range(of:)` on a substring does.
  private static func firstPrefix(in text: Substring) -> String.Index? {
    let prefix = Array(ViewKind.swiftNamePrefix.utf8)
    let bytes = text.utf8
    var index = bytes.startIndex
    while index < bytes.endIndex {
      if bytes[index...].starts(with: prefix) { return index }
      index = bytes.index(after: index)
    }
    return nil
  }

  /// Where a declared type's Swift name that starts at `start` ends: after the `>` that
  /// closes its first `<`. Otherwise just after the prefix, and never more than the longest
  /// such name from `start`, so that no text makes a scan run on.
  private func endOfSwiftName(in text: Substring, from start: String.Index) -> String.Index {
    let shortest = text.index(start, offsetBy: ViewKind.swiftNamePrefix.count)
    var depth = 0
    var index = start
    var count = 0
    while index < text.endIndex, count < longestSwiftName {
      let character = text[index]
      index = text.index(after: index)
      count += 1
      if character == "<" {
        depth += 1
      } else if character == ">" {
        depth -= 1
        if depth == 0 {
          WorkCounter.record(count)
          return index
        }
      } else if !character.isLetter {
        break
      }
    }
    WorkCounter.record(count)
    return shortest
  }

  /// The names declared for types, by the Swift names the library prints for them.
  private static func namesBySwiftName(
    types: [String: ViewKind], uiKitKinds: [String: ViewKind]?
  ) -> [String: String] {
    var names: [String: String] = [:]
    for (name, kind) in types { names[kind.swiftName] = name }
    for name in UIKitVocabulary.controls {
      if let kind = uiKitKinds?[name] { names[kind.swiftName] = name }
    }
    return names
  }

  /// `problem` with each declared type called by its name, in its message and notes.
  func naming(_ problem: Problem) -> Problem {
    guard !typeNames.isEmpty || uiKitKinds != nil else { return problem }
    return Problem(
      file: problem.file, range: problem.range, severity: problem.severity,
      message: naming(problem.message), code: problem.code, suggestion: problem.suggestion,
      notes: problem.notes.map(naming))
  }

  /// Registers the declared types and properties in `vocabulary`.
  package func register(in vocabulary: inout StyleVocabulary) {
    if let uiKitKinds { UIKitVocabulary.apply(to: &vocabulary, kinds: uiKitKinds) }
    for name in typeNames { types[name]?.registerType(name, &vocabulary) }
    for property in properties { property.register(in: &vocabulary) }
  }

  // MARK: Reading

  private mutating func readVocabulary(_ node: JSONNode) {
    switch node.string {
    case "standard": uiKitKinds = nil
    case "uikit": uiKitKinds = UIKitVocabulary.kinds()
    default:
      report(
        "`vocabulary` is \"standard\" (the substitutes' and SwiftUI's, the default) or "
          + "\"uikit\" (StyleVocabulary.uiKit's)", node,
        suggestion: node.string.flatMap {
          Suggestions.nearest(to: $0.lowercased(), among: ["standard", "uikit"])
        })
    }
  }

  /// The members of `node`, an object whose keys are names `isName` accepts; `nil`,
  /// reported, if it is no object, and each member whose key is no name reported and left
  /// out.
  private mutating func namedMembers(
    of node: JSONNode, _ what: String, names: String, isName: (String) -> Bool
  ) -> [JSONNode.Member]? {
    guard let members = node.members else {
      report(what, node)
      return nil
    }
    return members.filter { member in
      guard isName(member.key) else {
        report("`\(member.key)` is no \(names)", member.keyStart, member.keyEnd)
        return false
      }
      return true
    }
  }

  private mutating func readTypes(_ node: JSONNode) {
    guard
      let members = namedMembers(
        of: node, "`types` is an object of type names to the substitutes they derive from",
        names: "type name: a letter, then letters and digits", isName: Self.isTypeName)
    else { return }
    for member in members {
      // The vocabulary's own names: UIKit's where it is UIKit's, else the standard one's,
      // SwiftUI's `Text` and `Image` among them.
      let isTaken =
        ViewKind.standard[member.key] != nil
        || (uiKitKinds.map { $0[member.key] != nil }
          ?? Self.standardTypeNames.contains(member.key))
      guard !isTaken else {
        report("`\(member.key)` is a standard type already", member.keyStart, member.keyEnd)
        continue
      }
      guard var base = member.value.string else {
        report("`\(member.key)`'s base is a string, as \"View\"", member.value)
        continue
      }
      if uiKitKinds != nil, let alias = UIKitVocabulary.aliases.first(where: { $0.0 == base }) {
        base = alias.1
      }
      guard let kind = ViewKind.declared(over: base) else {
        report(
          "unknown base type `\(base)`; use one of \(Self.standardNames)", member.value,
          suggestion: Suggestions.nearest(to: base, among: ViewKind.standard.keys))
        continue
      }
      if types.updateValue(kind, forKey: member.key) == nil { typeNames.append(member.key) }
    }
  }

  private mutating func readProperties(_ node: JSONNode) {
    guard
      let members = namedMembers(
        of: node, "`properties` is an object of property names to their declarations",
        names: "property name: lowercase words joined by `-`", isName: Self.isPropertyName)
    else { return }
    for member in members {
      guard let declaration = member.value.members else {
        report(
          "`\(member.key)` is declared as an object, as { \"on\": \"Label\", \"type\": \"Color\" }",
          member.value)
        continue
      }
      if let property = readProperty(member.key, declaration, at: member) {
        properties.append(property)
      }
    }
  }

  private mutating func readProperty(
    _ name: String, _ declaration: [JSONNode.Member], at member: JSONNode.Member
  ) -> DeclaredProperty? {
    let allowed = ["on", "type", "keywords"]
    for part in declaration where !allowed.contains(part.key) {
      report(
        "unknown member `\(part.key)` of a property; it has `on`, and `type` or `keywords`",
        part.keyStart, part.keyEnd, suggestion: Suggestions.nearest(to: part.key, among: allowed))
    }
    let find = { (key: String) in declaration.first { $0.key == key }?.value }
    guard let on = find("on") else {
      report("`\(name)` needs `on`, the types that have it", member.keyStart, member.keyEnd)
      return nil
    }
    guard let kinds = readTypeNames(on) else { return nil }
    switch (find("type"), find("keywords")) {
    case (let type?, nil):
      guard let typeName = type.string, let value = DeclaredValue(typeName: typeName) else {
        let known = DeclaredValue.types.keys.sorted().map { "`\($0)`" }.joined(separator: ", ")
        report(
          "unknown value type \(type.value); use one of \(known), each with `?` for an "
            + "optional", type,
          suggestion: type.string.flatMap {
            Suggestions.nearest(to: $0, among: DeclaredValue.types.keys)
          })
        return nil
      }
      return DeclaredProperty(name: name, types: kinds, value: value)
    case (nil, let keywords?):
      let words = keywords.elements?.compactMap(\.string) ?? []
      guard !words.isEmpty, words.count == keywords.elements?.count,
        words.allSatisfy(Self.isPropertyName)
      else {
        report("`keywords` is a list of lowercase keywords, as [\"flat\", \"raised\"]", keywords)
        return nil
      }
      return DeclaredProperty(
        name: name, types: kinds, value: .keywords(Slots.fresh(keywords: words)))
    default:
      report(
        "`\(name)` needs one of `type` and `keywords`", member.keyStart, member.keyEnd)
      return nil
    }
  }

  /// The types a property's `on` names: one name, or a list of them.
  private mutating func readTypeNames(_ node: JSONNode) -> [ViewKind]? {
    let names = node.string.map { [($0, node)] } ?? node.elements?.map { ($0.string, $0) }
    guard let names, !names.isEmpty else {
      report("`on` is a type's name, or a list of them", node)
      return nil
    }
    var kinds: [ViewKind] = []
    for (name, place) in names {
      guard let name, let kind = types[name] ?? uiKitKinds?[name] ?? ViewKind.standard[name]
      else {
        let known = Array(ViewKind.standard.keys) + typeNames
        report(
          "unknown type \(place.value) in `on`; declare it in `types`, or use one of "
            + Self.standardNames, place,
          suggestion: place.string.flatMap { Suggestions.nearest(to: $0, among: known) })
        return nil
      }
      kinds.append(kind)
    }
    return kinds
  }

  /// The types the standard vocabulary names, SwiftUI's among them.
  private static let standardTypeNames = Set(StyleVocabulary.standard.registeredTypes)

  private static var standardNames: String {
    ViewKind.standard.keys.sorted().map { "`\($0)`" }.joined(separator: ", ")
  }

  private static func isTypeName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, first.properties.isAlphabetic else {
      return false
    }
    return name.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9") ~= $0 }
  }

  private static func isPropertyName(_ name: String) -> Bool {
    guard let first = name.first, ("a"..."z") ~= first, name.last != "-" else { return false }
    return name.allSatisfy { ("a"..."z") ~= $0 || ("0"..."9") ~= $0 || $0 == "-" }
  }

  // MARK: Reporting

  private mutating func report(_ message: String, _ node: JSONNode, suggestion: String? = nil) {
    report(message, node.start, node.end, suggestion: suggestion)
  }

  private mutating func report(
    _ message: String, _ start: Int, _ end: Int, suggestion: String? = nil
  ) {
    problems.append(
      Problem(
        file: path, range: lines.range(start, end), severity: .error, message: message,
        code: "invalidConfiguration", suggestion: suggestion))
  }
}
