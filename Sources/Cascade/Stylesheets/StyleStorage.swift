/// What the cascade applied to one object: the properties it set, each with the value the
/// object had before any rule set it, each sheet's part, and the object's inline style.
///
/// A ``Stylable`` object gives each instance its own:
///
/// ```swift
/// let styleStorage = StyleStorage()
/// ```
public final class StyleStorage {
  /// A property the cascade has set, and the value to put back when no rule sets it.
  struct Applied {
    let entry: CascadeEntry
    /// The value before the cascade first set the property; `nil` when it can't be read.
    let original: (any Sendable)?
  }

  /// One stylesheet's part: the match it last applied to the object.
  struct SheetPart {
    let name: String
    var match: CascadeMatch
  }

  /// The properties the cascade has set, each with its newest entry.
  var applied: [Applied] = []
  /// The first sheet to style the object, kept apart from the others so that an object
  /// styled by one sheet costs no array.
  var firstSheet: SheetPart?
  /// The other sheets that have styled the object, in the order each first did.
  var laterSheets: [SheetPart] = []
  /// The match whose winners `applied` holds exactly, while one sheet alone styles the
  /// object: while it keeps matching, restyling has nothing to restore or capture.
  var appliedMatch: CascadeMatch?
  /// The object's own style, which wins over every rule.
  var inline: [CascadeEntry] = [] {
    didSet { appliedMatch = nil }
  }
  /// The number of the walk that visited the object last, to find an object met twice.
  var walk = 0
  /// How many times styling the object has begun: a styling that finds it changed knows
  /// that the object was styled again from inside one of its own writes.
  private var stylings = 0

  /// Begins styling the object; returns the styling's number.
  func beginStyling() -> Int {
    stylings &+= 1
    return stylings
  }

  /// Whether no styling of the object has begun since the one numbered `styling`.
  func isStyling(_ styling: Int) -> Bool { stylings == styling }

  /// Creates empty storage.
  ///
  /// ```swift
  /// let styleStorage = StyleStorage()
  /// ```
  public init() {}

  /// The sheets that have styled the object, by name, in the order each first did.
  var sheets: [SheetPart] {
    guard let firstSheet else { return [] }
    return [firstSheet] + laterSheets
  }

  /// Whether no sheet but the one named has styled the object.
  func isStyled(byOnly name: String) -> Bool {
    laterSheets.isEmpty && (firstSheet.map { $0.name == name } ?? true)
  }

  /// Records a sheet's new match: in its own place if it has styled the object before,
  /// else after every other sheet's.
  func setSheet(_ name: String, match: CascadeMatch) {
    if firstSheet == nil || firstSheet?.name == name {
      // Restyling with the same match, the common case, writes nothing.
      if firstSheet?.match !== match { firstSheet = SheetPart(name: name, match: match) }
    } else if let index = laterSheets.firstIndex(where: { $0.name == name }) {
      laterSheets[index].match = match
    } else {
      laterSheets.append(SheetPart(name: name, match: match))
    }
  }

  /// Takes a sheet's part away; whether it had one.
  func removeSheet(_ name: String) -> Bool {
    if firstSheet?.name == name {
      firstSheet = laterSheets.isEmpty ? nil : laterSheets.removeFirst()
    } else if let index = laterSheets.firstIndex(where: { $0.name == name }) {
      laterSheets.remove(at: index)
    } else {
      return false
    }
    appliedMatch = nil
    return true
  }

  /// The winners of every sheet's part, in the order the sheets first styled the object,
  /// then the inline style's.
  func winners(for object: any Stylable, traits: Traits) -> [Winner] {
    let inline = Winner.candidates(of: [], inline: inline, for: object, traits: traits)
    return Winner.latest(sheets.flatMap(\.match.winners) + inline)
  }
}

extension Stylable {
  /// Gives this object a style of its own, which wins over every stylesheet rule the next
  /// time a stylesheet is applied.
  ///
  /// ```swift
  /// label.setInlineStyle(Style<Label>().textColor(.red))
  /// ```
  ///
  /// - Parameter style: The inline style; an empty style removes it.
  public func setInlineStyle(_ style: Style<Self>) {
    styleStorage.inline = CascadeEntry.entries(of: style, location: nil)
  }
}
