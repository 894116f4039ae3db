import Cascade
import CascadeCSS

/// A small stylable tree of the tests' own, so that text sheets are proven on types that
/// are not the substitutes: the loader knows no concrete view type.
class Box: Stylable, PropertyNaming {
  var styleClasses: Set<String>
  var styleState: StyleState = []
  var styleTraits: Traits?
  private(set) weak var parent: Box?
  private(set) var children: [Box] = []
  let styleStorage = StyleStorage()

  // Each styled property counts its writes, so that tests can tell a restyle that writes
  // only what changed from one that writes everything again.
  final var width = 0.0 { didSet { writes += 1 } }
  final var hidden = false { didSet { writes += 1 } }
  final var elevation = Elevation.flat { didSet { writes += 1 } }
  final var tag: String? { didSet { writes += 1 } }
  final var writes = 0

  init(_ classes: Set<String> = []) {
    styleClasses = classes
  }

  // The properties have observers, so their key paths name themselves only through this
  // table; a subclass lists them again rooted at itself, so that a setter for a superclass
  // property takes the subclass's identity in a subclass rule.
  class var propertyNames: [AnyKeyPath: String] {
    [\Box.width: "width", \Box.hidden: "hidden", \Box.elevation: "elevation", \Box.tag: "tag"]
  }

  var styleParent: (any Stylable)? { parent }
  var styleChildren: [any Stylable] { children }

  @discardableResult
  func add<Child: Box>(_ child: Child) -> Child {
    children.append(child)
    child.parent = self
    return child
  }
}

class Caption: Box {
  final var lines = 1 { didSet { writes += 1 } }
  final var text = "" { didSet { writes += 1 } }

  override class var propertyNames: [AnyKeyPath: String] {
    [
      \Caption.width: "width", \Caption.hidden: "hidden", \Caption.elevation: "elevation",
      \Caption.tag: "tag", \Caption.lines: "lines", \Caption.text: "text",
    ]
  }
}

final class Headline: Caption {
  final var level = 1 { didSet { writes += 1 } }

  override class var propertyNames: [AnyKeyPath: String] {
    [
      \Headline.width: "width", \Headline.hidden: "hidden", \Headline.elevation: "elevation",
      \Headline.tag: "tag", \Headline.lines: "lines", \Headline.text: "text",
      \Headline.level: "level",
    ]
  }
}

/// A sibling type with a property of the same name as `Caption`'s.
final class Field: Box {
  final var lines = 1 { didSet { writes += 1 } }

  override class var propertyNames: [AnyKeyPath: String] {
    [
      \Field.width: "width", \Field.hidden: "hidden", \Field.elevation: "elevation",
      \Field.tag: "tag", \Field.lines: "lines",
    ]
  }
}

enum Elevation: CSSKeyword {
  case flat, raised, floating

  var cssKeyword: String {
    switch self {
    case .flat: "flat"
    case .raised: "raised"
    case .floating: "floating"
    }
  }
}

enum Mood: String, CSSKeyword, Comparable {
  case calm, busy, frantic

  var cssKeyword: String { rawValue }

  static func < (lhs: Mood, rhs: Mood) -> Bool {
    lhs.rank < rhs.rank
  }

  private var rank: Int {
    switch self {
    case .calm: 0
    case .busy: 1
    case .frantic: 2
    }
  }
}

enum MoodKey: TraitKey {
  static let defaultValue = Mood.calm
}

enum QuietKey: TraitKey {
  static let defaultValue = false
}

extension Token where Value == Double {
  static let gutter = Token("gutter", default: 4)
  static let columnWidth = Token("columnWidth")
}

extension Token where Value == Elevation {
  static let cardElevation = Token("cardElevation", default: .raised)
}

extension StyleVocabulary {
  /// The tests' vocabulary: every kind of registration, on the tests' own types.
  static let boxes: StyleVocabulary = {
    var vocabulary = StyleVocabulary(base: Box.self)
    vocabulary.register(Caption.self)
    vocabulary.register(Headline.self)
    vocabulary.register(Field.self)
    vocabulary.register("width", \Box.width)
    vocabulary.register("hidden", \Box.hidden)
    vocabulary.register("elevation", \Box.elevation)
    vocabulary.register("tag", \Box.tag)
    vocabulary.register("lines", \Caption.lines)
    vocabulary.register("lines", \Field.lines)
    vocabulary.register("text", \Caption.text)
    vocabulary.register("level", \Headline.level)
    vocabulary.register("tag-upper", on: Box.self) { (tag: String?) in
      Setter(.named("tagUpper"), value: tag) { box, tag in box.tag = tag?.uppercased() }
    }
    vocabulary.register(token: Token<Double>.gutter)
    vocabulary.register(token: Token<Double>.columnWidth)
    vocabulary.register(token: Token<Elevation>.cardElevation)
    vocabulary.register(feature: "mood", MoodKey.self)
    vocabulary.register(rangeFeature: "busyness", MoodKey.self)
    vocabulary.register(feature: "quiet", QuietKey.self, implicitValue: true)
    for theme in ["dark", "light", "contrast"] { vocabulary.register(themeNamed: theme) }
    return vocabulary
  }()

  /// The boxes' vocabulary with `count` more tokens of `Double`: `--step0`, `--step1`, ….
  static func boxes(steps count: Int) -> StyleVocabulary {
    var vocabulary = StyleVocabulary.boxes
    for index in 0..<count { vocabulary.register(token: Token<Double>("step\(index)")) }
    return vocabulary
  }
}
