import Cascade
import Testing

/// What a walk sees when setters change the tree, and how it ends on a cycle.
@Suite struct TreeWalkTests {
  /// A setter that runs `change` on the node it styles.
  static func changing(_ name: String, _ change: @escaping @Sendable (Node) -> Void) -> Style<Node>
  {
    Style {
      Setter<Node, Int>(.named(name), value: 0) { node, _ in change(node) }
    }
  }

  /// Two objects, each the other's child; `second` names `first` as its parent.
  static func loop() -> (first: Looping, second: Looping) {
    let first = Looping(["first"])
    let second = Looping(["second"])
    first.children = [second]
    second.children = [first]
    second.parent = first
    return (first, second)
  }

  @Test func aSetterThatChangesAnAncestorDoesNotPoisonTheMatchCache() throws {
    let sheet = Stylesheet {
      Rule(
        StyleSelector(Node.self, classes: ["first"]),
        style: Self.changing("paint parent") {
          $0.parent?.styleClasses = ["red"]
        })
      Rule(Node.self, childOf: StyleSelector(classes: ["red"])) { Setter(\.size, 9) }
    }
    let root = Node()
    root.add(Node(["first"]))
    let second = root.add(Node())
    try sheet.apply(to: root)
    #expect(second.size == 0)

    let unrelated = Node()
    let child = unrelated.add(Node())
    try sheet.apply(to: unrelated)
    #expect(child.size == 0)
    #expect(sheet.explanation(for: child).properties.isEmpty)

    try sheet.apply(to: root)
    #expect(second.size == 9)
  }

  @Test func aSiblingMovedAheadOfTheWalkIsStyledAtItsNewPlace() throws {
    let root = Node()
    let mover = root.add(Node(["mover"]))
    let moved = root.add(Node())
    let box = root.add(Node(["box"]))
    // Setters are Sendable; these run on this test's thread only.
    nonisolated(unsafe) let (target, node) = (box, moved)
    let sheet = Stylesheet {
      Rule(
        StyleSelector(Node.self, classes: ["mover"]),
        style: Self.changing("move") { _ in
          target.add(node)
        })
      Rule(Node.self, inside: StyleSelector(classes: ["box"])) { Setter(\.size, 3) }
      Rule(Node.self) { Setter(\.color, 1) }
    }
    _ = mover
    try sheet.apply(to: root)
    #expect((moved.color, moved.size) == (1, 3))
  }

  @Test func aSiblingDetachedDuringTheWalkIsNotStyled() throws {
    let root = Node()
    root.add(Node(["detacher"]))
    let detached = root.add(Node())
    nonisolated(unsafe) let node = detached
    let sheet = Stylesheet {
      Rule(
        StyleSelector(Node.self, classes: ["detacher"]),
        style: Self.changing("detach") { _ in
          node.removeFromParent()
        })
      Rule(Node.self) { Setter(\.color, 1) }
    }
    try sheet.apply(to: root)
    #expect(detached.color == 0)
  }

  @Test func aSiblingMovedBehindTheWalkWaitsForTheNextApplication() throws {
    let root = Node(["root"])
    let early = root.add(Node(["early"]))
    root.add(Node(["mover"]))
    let moved = root.add(Node())
    nonisolated(unsafe) let (target, node) = (early, moved)
    let sheet = Stylesheet {
      Rule(
        StyleSelector(Node.self, classes: ["mover"]),
        style: Self.changing("move") { _ in target.add(node) })
      Rule(Node.self, childOf: StyleSelector(classes: ["root"])) { Setter(\.size, 3) }
      Rule(Node.self, childOf: StyleSelector(classes: ["early"])) { Setter(\.color, 4) }
    }
    try sheet.apply(to: root)
    #expect((moved.size, moved.color) == (0, 0))
    try sheet.apply(to: root)
    #expect((moved.size, moved.color) == (0, 4))
  }

  @Test func aCycleAmongChildrenIsReportedAndEndsTheWalk() throws {
    let (first, second) = Self.loop()
    first.parent = second
    defer { first.children = [] }  // the cycle holds itself alive
    let sheet = Stylesheet { Rule(Looping.self) { Setter(\.size, 1) } }
    let error = #expect(throws: StylesheetError.self) { try sheet.apply(to: first) }
    // `second` is both the root's parent and its child: the walk met it first as an
    // ancestor, so it styles the root alone.
    #expect(error?.cycles.count == 2)
    #expect((first.size, second.size) == (1, 0))
  }

  /// A parent that lists a child naming no parent, and the error that styling the parent
  /// throws.
  static func childNamingNoParent() throws -> (
    parent: Looping, child: Looping, error: StylesheetError
  ) {
    let parent = Looping(["parent"])
    let child = Looping(["child"])
    parent.children = [child]
    let sheet = Stylesheet { Rule(Looping.self) { Setter(\.size, 1) } }
    let error = try #require(throws: StylesheetError.self) { try sheet.apply(to: parent) }
    return (parent, child, error)
  }

  @Test func aChildThatNamesNoParentIsReportedAndNotStyled() throws {
    let (parent, child, error) = try Self.childNamingNoParent()
    let description: String =
      "Parent mismatch: Looping .child, listed by Looping .parent, names no parent"
    #expect(error.description == description)
    #expect(parent.size == 1)
    #expect(child.size == 0)
  }

  @Test func aMismatchNamesTheChildWhatListsItAndItsNamedParent() throws {
    let mismatches: [StyleParentMismatch] = try Self.childNamingNoParent().error.parentMismatches
    let children: [String] = mismatches.map(\.child)
    let listers: [String] = mismatches.map(\.listedBy)
    let namedParents: [String?] = mismatches.map(\.namedParent)
    #expect(children == ["Looping .child"])
    #expect(listers == ["Looping .parent"])
    #expect(namedParents == [nil])
  }

  @Test func aChildThatNamesAnotherParentIsReported() throws {
    let parent = Looping(["parent"])
    let other = Looping(["other"])
    let child = Looping(["child"])
    parent.children = [child]
    child.parent = other
    let sheet = Stylesheet { Rule(Looping.self) { Setter(\.size, 1) } }
    let error = try #require(throws: StylesheetError.self) { try sheet.apply(to: parent) }
    #expect(
      error.parentMismatches.map(\.description) == [
        "Looping .child, listed by Looping .parent, names Looping .other as its parent"
      ])
    #expect(child.size == 0)
  }

  @Test func removingASheetReportsAChildThatNamesNoParent() throws {
    let parent = Looping(["parent"])
    let child = Looping(["child"])
    parent.children = [child]
    let sheet = Stylesheet { Rule(Looping.self) { Setter(\.size, 1) } }
    _ = try? sheet.apply(to: parent)
    let error = try #require(throws: StylesheetError.self) { try sheet.remove(from: parent) }
    #expect(error.parentMismatches.map(\.child) == ["Looping .child"])
  }

  @Test func anObjectListedTwiceIsStyledOnce() throws {
    let parent = Looping(["parent"])
    let child = Looping(["child"])
    child.parent = parent
    parent.children = [child, child]
    let sheet = Stylesheet {
      Rule(Looping.self, classes: ["child"]) {
        Setter<Looping, Int>(.named("count"), value: 1) { child, _ in child.size += 1 }
      }
    }
    try sheet.apply(to: parent)
    #expect(child.size == 1)
  }

  @Test func aLoopWhoseFirstObjectNamesNoParentIsAMismatchAndNotACycle() throws {
    let (first, second) = Self.loop()
    defer { first.children = [] }  // the cycle holds itself alive
    let sheet = Stylesheet { Rule(Looping.self) { Setter(\.size, 1) } }
    // `second` lists `first`, which names no parent: a mismatch, and `first` is not met again.
    let mismatch = #expect(throws: StylesheetError.self) { try sheet.apply(to: first) }
    let cycles: [StyleCycle]? = mismatch?.cycles
    let mismatches: [String]? = mismatch?.parentMismatches.map(\.description)
    let expected: [String] = ["Looping .first, listed by Looping .second, names no parent"]
    #expect(cycles == [])
    #expect(mismatches == expected)
    #expect(first.size == 1)
    #expect(second.size == 1)
  }

  @Test func aCycleAmongChildrenWithConsistentParentsIsReported() throws {
    let (first, second) = Self.loop()
    defer { first.children = [] }  // the cycle holds itself alive
    let sheet = Stylesheet { Rule(Looping.self) { Setter(\.size, 1) } }
    _ = try? sheet.apply(to: first)  // a mismatch, as the test above shows
    first.parent = second
    let error = #expect(throws: StylesheetError.self) { try sheet.apply(to: first) }
    let cycles: [String]? = error?.cycles.map(\.description)
    let expected: [String] = [
      "Looping .first, met again from Looping .second",
      "Looping .second, met again from Looping .first",
    ]
    #expect(cycles == expected)
  }

  @Test func aCycleAmongParentsIsReportedWhereNothingThrows() throws {
    let first = Looping(["first"])
    let second = Looping(["second"])
    first.parent = second
    second.parent = first
    let sheet = Stylesheet { Rule(Looping.self, inside: StyleSelector(classes: ["x"])) {} }
    #expect(throws: StylesheetError.self) { try sheet.apply(to: first) }
    let reports = Reports()
    StyleDiagnostics.withHandlers(cycle: { reports.append($0) }) {
      _ = sheet.explanation(for: first)
    }
    #expect(reports.count == 1)
  }

  /// Short chains of ancestors are searched in a list, long ones in a set: a cycle is found
  /// on either side of the switch, and the walk ends.
  @Test(arguments: [3, 16, 17, 20, 40])
  func aLongCycleAmongParentsIsReported(length: Int) throws {
    let objects = (0..<length).map { Looping(["n\($0)"]) }
    for (index, object) in objects.enumerated() {
      object.parent = objects[(index + 1) % length]
    }
    let sheet = Stylesheet { Rule(Looping.self) { Setter(\.size, 1) } }
    let error = try #require(throws: StylesheetError.self) { try sheet.apply(to: objects[0]) }
    #expect(error.cycles.count == 1)
  }
}

/// A stylable object whose children and parent are whatever a test says, cycles included.
final class Looping: Stylable {
  var styleClasses: Set<String>
  var styleState: StyleState = []
  weak var parent: Looping?
  var children: [Looping] = []
  let styleStorage = StyleStorage()
  var size = 0

  init(_ classes: Set<String>) {
    styleClasses = classes
  }

  var styleParent: (any Stylable)? { parent }
  var styleChildren: [any Stylable] { children }
}

/// Reports collected from a diagnostics handler.
final class Reports: Sendable {
  private let reports = Lock<[StyleCycle]>([])

  func append(_ cycle: StyleCycle) { reports.withLock { $0.append(cycle) } }

  var count: Int { reports.withLock(\.count) }
}
