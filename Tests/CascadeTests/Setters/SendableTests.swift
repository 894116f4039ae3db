import Cascade
import Testing

@Suite struct SendableTests {
  @Test func aStyleBuiltInOneTaskAppliesInAnother() async {
    let style = await Task.detached {
      Style<Card> {
        Setter(\.title, "from a task")
        Setter(\.lines, 4)
      }
    }.value

    let title = await Task.detached { () -> String in
      let card = Card()
      style.apply(to: card)
      return card.title
    }.value
    #expect(title == "from a task")
  }

  @Test func oneStyleIsSharedByManyTasks() async {
    let style = Style<Card>().setting(\.lines, to: 7)
    let results = await withTaskGroup(of: Int.self) { group in
      for _ in 0..<8 {
        group.addTask {
          let card = Card()
          style.apply(to: card)
          return card.lines
        }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(results == Array(repeating: 7, count: 8))
  }
}
