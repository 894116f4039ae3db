import CascadeViews
import Testing

@Suite struct ViewTreeTests {
  @Test func addingASubviewSetsBothEnds() {
    let parent = View()
    let child = Label()
    parent.addSubview(child)
    #expect(parent.subviews.count == 1)
    #expect(child.superview === parent)
  }

  @Test func addingAViewElsewhereMovesIt() {
    let first = View()
    let second = View()
    let child = View()
    first.addSubview(child)
    second.addSubview(child)
    #expect(first.subviews.isEmpty)
    #expect(child.superview === second)
  }

  @Test func removingAViewDetachesIt() {
    let parent = View()
    let child = View()
    parent.addSubview(child)
    child.removeFromSuperview()
    #expect(parent.subviews.isEmpty)
    #expect(child.superview == nil)
  }

  @Test func aViewCannotBecomeItsOwnAncestor() {
    let root = View()
    let child = View()
    root.addSubview(child)
    child.addSubview(root)
    child.addSubview(child)
    #expect(root.superview == nil)
    #expect(child.subviews.isEmpty)
  }

  @Test func theTreeListsParentsBeforeChildren() {
    let root = View()
    let row = StackView()
    let name = Label()
    let bio = Label()
    root.addSubview(row)
    row.addArrangedSubview(name)
    root.addSubview(bio)
    #expect(
      root.viewsInTree.map(ObjectIdentifier.init)
        == [root, row, name, bio].map(ObjectIdentifier.init))
    #expect(name.isDescendant(of: root))
    #expect(!root.isDescendant(of: name))
  }

  @Test func arrangedSubviewsAreSubviewsAndLeaveWithThem() {
    let stack = StackView(arrangedSubviews: [Label(), Label()])
    #expect(stack.arrangedSubviews.count == 2)
    #expect(stack.subviews.count == 2)
    stack.arrangedSubviews[0].removeFromSuperview()
    #expect(stack.arrangedSubviews.count == 1)
    stack.removeArrangedSubview(stack.arrangedSubviews[0])
    #expect(stack.arrangedSubviews.isEmpty)
    #expect(stack.subviews.count == 1)
  }
}

@Suite struct ViewTreeEdgeCaseTests {
  @Test func addingAnExistingSubviewMovesItToTheFrontAndKeepsItArranged() {
    let stack = StackView()
    let first = Label()
    let second = Label()
    stack.addArrangedSubview(first)
    stack.addArrangedSubview(second)
    stack.addSubview(first)
    #expect(
      stack.subviews.map(ObjectIdentifier.init) == [second, first].map(ObjectIdentifier.init))
    #expect(stack.arrangedSubviews.count == 2)
  }

  @Test func aDescendantCannotAdoptItsRoot() {
    let root = View()
    let child = View()
    let grandchild = View()
    root.addSubview(child)
    child.addSubview(grandchild)
    grandchild.addSubview(root)
    #expect(root.superview == nil)
    #expect(grandchild.subviews.isEmpty)
  }

  @Test func movingAnArrangedViewToAnotherStackLeavesTheFirst() {
    let first = StackView()
    let second = StackView()
    let label = Label()
    first.addArrangedSubview(label)
    second.addArrangedSubview(label)
    #expect(first.arrangedSubviews.isEmpty)
    #expect(first.subviews.isEmpty)
    #expect(second.arrangedSubviews.count == 1)
  }
}
