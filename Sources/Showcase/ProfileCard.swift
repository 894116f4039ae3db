import CascadeViews

/// The sample screen: a profile card with an avatar, name and bio, a follow button and a
/// row of stats, built from substitute views and styled by ``Styles``.
struct ProfileCard {
  let root = View()
  let follow = Button()
  /// A readable name for each view, for the printed tree.
  private(set) var names: [ObjectIdentifier: String] = [:]

  init() {
    name(root, "card").style(Styles.card)
    add(ImageView().style(Styles.avatar), "avatar", to: root)
    add(Label().style(Styles.name).style(Style().text("Ada Lovelace")), "name", to: root)
    let bio = Label().style(Styles.bio)
    bio.text = "Wrote the first published program, for the Analytical Engine."
    add(bio, "bio", to: root)
    add(follow.style(Styles.follow), "follow", to: root)
    let stats = StackView().style(Styles.stats)
    add(stats, "stats", to: root)
    for (value, caption) in [("1,843", "followers"), ("12", "notes"), ("3", "programs")] {
      let column = StackView().style(Style().axis(.vertical).spacing(2))
      column.addArrangedSubview(Label().style(Styles.statValue.text(value)))
      column.addArrangedSubview(Label().style(Styles.statCaption.text(caption)))
      stats.addArrangedSubview(name(column, caption))
    }
  }

  /// The name given to a view, or its type's.
  func name(of view: View) -> String {
    names[ObjectIdentifier(view)] ?? String(describing: type(of: view))
  }

  @discardableResult
  private mutating func name<V: View>(_ view: V, _ name: String) -> V {
    names[ObjectIdentifier(view)] = name
    return view
  }

  private mutating func add(_ view: View, _ name: String, to parent: View) {
    parent.addSubview(self.name(view, name))
  }
}
