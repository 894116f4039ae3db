import Cascade

/// Edge insets, a value type reached through nested key paths.
struct Insets: Equatable, Sendable {
  var top = 0.0
  var bottom = 0.0

  subscript(edge: Edge) -> Double {
    get { edge == .top ? top : bottom }
    set {
      if edge == .top { top = newValue } else { bottom = newValue }
    }
  }
}

enum Edge: Hashable, Sendable, CaseIterable {
  case top, bottom
}

enum Tone: String, Sendable {
  case plain, loud
}

/// A view-like class that counts every write to each of its properties.
final class Card {
  private(set) var writes: [String: Int] = [:]

  var title = "" { didSet { count("title") } }
  var lines = 1 { didSet { count("lines") } }
  var alpha = 1.0 { didSet { count("alpha") } }
  var isHidden = false { didSet { count("isHidden") } }
  var tone = Tone.plain { didSet { count("tone") } }
  var insets = Insets() { didSet { count("insets") } }
  var subtitle: String? { didSet { count("subtitle") } }
  private(set) var titles: [String: String] = [:]

  /// A method-style write, for custom setters.
  func setTitle(_ title: String, for state: String) {
    titles[state] = title
    count("title[\(state)]")
  }

  /// The total number of property writes.
  var totalWrites: Int { writes.values.reduce(0, +) }

  private func count(_ property: String) {
    writes[property, default: 0] += 1
  }
}

extension Card: PropertyNaming {
  static var propertyNames: [AnyKeyPath: String] {
    [
      \Card.title: "title", \Card.lines: "lines", \Card.alpha: "alpha",
      \Card.isHidden: "isHidden", \Card.tone: "tone", \Card.insets: "insets",
      \Card.subtitle: "subtitle",
    ]
  }
}

/// A configuration struct: a value-type root.
struct ButtonConfiguration: Equatable {
  var title = ""
  var cornerRadius = 0.0
  var insets = Insets()
}

/// A small class hierarchy, for superclass styles used on a subclass.
class Shape: PropertyNaming {
  var fill = "none"
  var strokeWidth = 0.0

  class var propertyNames: [AnyKeyPath: String] {
    [\Shape.fill: "fill", \Shape.strokeWidth: "strokeWidth"]
  }
}

final class Circle: Shape {
  var radius = 1.0

  override class var propertyNames: [AnyKeyPath: String] {
    [\Circle.fill: "fill", \Circle.strokeWidth: "strokeWidth", \Circle.radius: "radius"]
  }
}

/// A subclass of a hierarchy that does not name its properties.
class Plain {
  var fill = "none"
}

final class PlainChild: Plain {
  var size = 0
}
