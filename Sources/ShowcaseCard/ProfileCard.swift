package import CascadeViews

/// The sample screen: a profile card with an avatar, name and bio, a follow button and a
/// row of stats. The views carry only content and style classes; ProfileCard.css styles
/// them.
package struct ProfileCard {
  package let root = View()
  package let name = Label()
  package let bio = Label()
  package let follow = Button()
  /// A readable name for each view, for the printed tree.
  package private(set) var names: [ObjectIdentifier: String] = [:]

  package init() {
    add(root, "card", classes: ["card"], to: nil)
    let avatar = ImageView(imageName: "ada-lovelace")
    add(avatar, "avatar", classes: ["avatar"], to: root)
    name.text = "Ada Lovelace"
    add(name, "name", classes: ["name"], to: root)
    bio.text = "Wrote the first published program, for the Analytical Engine."
    add(bio, "bio", classes: ["bio"], to: root)
    add(follow, "follow", classes: ["primary"], to: root)
    let stats = StackView()
    add(stats, "stats", classes: ["stats"], to: root)
    for (value, caption) in [("1,843", "followers"), ("12", "notes"), ("3", "programs")] {
      let column = StackView()
      add(column, caption, to: stats)
      let number = Label()
      number.text = value
      add(number, "\(caption) value", to: column)
      let label = Label()
      label.text = caption
      add(label, "\(caption) caption", classes: ["caption"], to: column)
    }
  }

  /// The name given to a view, or its type's.
  package func name(of view: View) -> String {
    names[ObjectIdentifier(view)] ?? String(describing: type(of: view))
  }

  private mutating func add(
    _ view: View, _ name: String, classes: Set<String> = [], to parent: View?
  ) {
    names[ObjectIdentifier(view)] = name
    view.styleClasses = classes
    if let stack = parent as? StackView {
      stack.addArrangedSubview(view)
    } else {
      parent?.addSubview(view)
    }
  }
}
