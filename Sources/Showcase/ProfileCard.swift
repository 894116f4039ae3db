import CascadeViews

/// The sample screen: a profile card with an avatar, name and bio, a follow button and a
/// row of stats, built from substitute views and styled by ``Styles``.
struct ProfileCard {
  let root = View()
  let follow = Button()
  /// A readable name for each view, for the printed tree.
  private(set) var names: [ObjectIdentifier: String] = [:]
  /// Each view's style, applied in a context by ``apply(in:)``.
  private var stylings: [(StyleContext) throws -> Void] = []

  init() {
    name(root, "card")
    styling(root, Styles.card)
    add(ImageView(), "avatar", Styles.avatar, to: root)
    add(Label(), "name", Styles.name.text("Ada Lovelace"), to: root)
    let bio = "Wrote the first published program, for the Analytical Engine."
    add(Label(), "bio", Styles.bio.text(bio), to: root)
    add(follow, "follow", Styles.follow, to: root)
    let stats = StackView()
    add(stats, "stats", Styles.stats, to: root)
    for (value, caption) in [("1,843", "followers"), ("12", "notes"), ("3", "programs")] {
      let column = StackView()
      add(column, caption, Style().axis(.vertical).spacing(2), to: stats)
      add(Label(), "\(caption) value", Styles.statValue.text(value), to: column)
      add(Label(), "\(caption) caption", Styles.statCaption.text(caption), to: column)
    }
  }

  /// Applies every view's style in a context: the theme and traits of one appearance.
  func apply(in context: StyleContext) throws {
    for styling in stylings { try styling(context) }
  }

  /// The name given to a view, or its type's.
  func name(of view: View) -> String {
    names[ObjectIdentifier(view)] ?? String(describing: type(of: view))
  }

  private mutating func name(_ view: View, _ name: String) {
    names[ObjectIdentifier(view)] = name
  }

  private mutating func styling<V: View>(_ view: V, _ style: Style<V>) {
    stylings.append { context in
      try style.apply(to: view, in: context)
    }
  }

  private mutating func add<V: View>(
    _ view: V, _ name: String, _ style: Style<V>, to parent: View
  ) {
    self.name(view, name)
    styling(view, style)
    if let stack = parent as? StackView {
      stack.addArrangedSubview(view)
    } else {
      parent.addSubview(view)
    }
  }
}
