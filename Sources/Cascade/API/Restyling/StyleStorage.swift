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

  /// One stylesheet's part: the match it last applied to the object, and what its last
  /// walk saw there.
  struct SheetPart {
    let name: String
    var match: CascadeMatch
    var visit: Visit?
  }

  /// What a sheet's walk saw at an object the last time it passed, styling it or not: the
  /// object is clean for the sheet while its own changes are older and all of this holds.
  struct Visit {
    /// The tick of the walk.
    var tick: UInt64
    /// The sheet's cache, from ``MatchCache/id``: the numbers below are the cache's.
    let cache: Int
    /// The number of the theme, from ``MatchCache/numbers(forTheme:traits:)``.
    let theme: Int
    /// The number of the state the object's parent passed, 0 for none.
    let parent: Int
    /// The number of the traits the object saw.
    let traits: Int
    /// What the object passed to its children's selectors, after it was styled; `nil`
    /// when it had no children.
    let passed: AncestryState?
    #if DEBUG
      /// The classes and state the walk saw, after styling: a debug build compares them
      /// with the object's own later, to report a change the object did not report.
      var seen: (classes: Set<String>, state: StyleState)?
    #endif
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
  /// Whether a property's value, as last styled, is the parent's: a walk that styles the
  /// parent styles the object again.
  var inheritsFromParent = false
  /// Whether a child was ever styled with a value of this object's: a walk that styles the
  /// object goes to every child. Never cleared; it costs a look at the children.
  var hasInheritingChildren = false
  /// The number of the walk that visited the object last, to find an object met twice.
  var walk = 0
  /// The number, from ``ContextNumbers``, of the theme and traits the object was last styled
  /// in, by whatever sheet; 0 before it was styled. A sheet's walk passes the object by only
  /// while it would style it in that context.
  var styledContext = 0
  /// Whether the object calls ``Stylable/setNeedsRestyle()`` for every change a rule can
  /// read; when not, every walk styles it again.
  let reportsChanges: Bool
  /// The tick of the object's last reported change (see ``StyleClock``).
  var changed: UInt64 = 0
  /// The tick of the last change reported below the object.
  var descendantsChanged: UInt64 = 0
  /// The tick of the last walk of any sheet that visited the object.
  var lastVisited: UInt64 = 0
  /// The children that reported a change, theirs or below them, since the tick
  /// ``changedChildrenSince``: a walk that goes below a clean object visits these alone.
  var changedChildren: [WeakStylable] = []
  /// The tick of the walk that last went to the object's children, which emptied
  /// ``changedChildren``.
  var changedChildrenSince: UInt64 = 0
  /// The parent whose ``changedChildren`` this object was last added to, and when.
  weak var reportedTo: AnyObject?
  var reportedAt: UInt64 = 0
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

  /// Creates empty storage for an object that does not report its changes: each
  /// application of a stylesheet styles it again, and looks at every object below it.
  ///
  /// ```swift
  /// let styleStorage = StyleStorage()
  /// ```
  public init() {
    reportsChanges = false
  }

  /// Creates empty storage, for an object that may report its changes.
  ///
  /// ```swift
  /// let styleStorage = StyleStorage(reportsChanges: true)
  /// ```
  ///
  /// - Parameter reportsChanges: Whether the object calls ``Stylable/setNeedsRestyle()``
  ///   whenever its classes, state or traits change, and when it is added to a parent.
  ///   Then an application of a stylesheet passes the object by, with everything below it,
  ///   while nothing a rule reads there has changed (see ``Stylesheet/apply(to:in:restyling:)``).
  public init(reportsChanges: Bool) {
    self.reportsChanges = reportsChanges
  }

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
    if firstSheet == nil {
      firstSheet = SheetPart(name: name, match: match)
    } else if firstSheet?.name == name {
      // Restyling with the same match, the common case, writes nothing.
      if firstSheet?.match !== match { firstSheet?.match = match }
    } else if let index = laterSheets.firstIndex(where: { $0.name == name }) {
      laterSheets[index].match = match
    } else {
      laterSheets.append(SheetPart(name: name, match: match))
    }
  }

  /// What the last walk of the sheet named `name` saw at the object, if it styled it.
  func visit(of name: String) -> Visit? {
    if let firstSheet, firstSheet.name == name { return firstSheet.visit }
    return laterSheets.first { $0.name == name }?.visit
  }

  /// Records a walk of the sheet named `name`, which has a part here; sets ``lastVisited``.
  func setVisit(_ visit: Visit, of name: String) {
    lastVisited = visit.tick
    if firstSheet?.name == name {
      firstSheet?.visit = visit
    } else if let index = laterSheets.firstIndex(where: { $0.name == name }) {
      laterSheets[index].visit = visit
    }
  }

  #if DEBUG
    /// Records the classes and state that a debug build's check saw at the object.
    func setSeen(_ seen: (classes: Set<String>, state: StyleState), of name: String) {
      if firstSheet?.name == name {
        firstSheet?.visit?.seen = seen
      } else if let index = laterSheets.firstIndex(where: { $0.name == name }) {
        laterSheets[index].visit?.seen = seen
      }
    }
  #endif

  /// Records that a walk of the sheet named `name`, which passed the object by, was here.
  func touchVisit(at tick: UInt64, of name: String) {
    lastVisited = tick
    if firstSheet?.name == name {
      firstSheet?.visit?.tick = tick
    } else if let index = laterSheets.firstIndex(where: { $0.name == name }) {
      laterSheets[index].visit?.tick = tick
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

/// An object held without keeping it alive.
struct WeakStylable {
  weak var object: (any Stylable)?
}

extension Stylable {
  /// Gives this object a style of its own, which wins over every stylesheet rule the next
  /// time a stylesheet is applied. The style's root is the object's own type:
  ///
  /// ```swift
  /// let label = Label()  // CascadeViews' substitute label
  /// label.setInlineStyle(Style<Label>().textColor(.red))
  /// ```
  ///
  /// It marks the object as changed (``setNeedsRestyle()``) and applies nothing itself. A
  /// UIKit view's style is a `Style<UILabel>` for a `UILabel`, and CascadeUIKit's own
  /// `setInlineStyle(_:)`, which Swift picks for a view, also asks the view's `StyleRoot`
  /// to restyle on the next turn of the run loop.
  ///
  /// - Parameter style: The inline style; an empty style removes it.
  public func setInlineStyle(_ style: Style<Self>) {
    styleStorage.inline = CascadeEntry.entries(of: style, location: nil)
    setNeedsRestyle()
  }
}
