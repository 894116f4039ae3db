import CascadeUIKit

/// The UIKit screen: a profile card of plain UIKit views, with style classes and no styling
/// code, styled by the example's sheet through a style root.
@MainActor
final class ProfileViewController: UIViewController {
  private let styles: ExampleStyles
  private let follow = UIButton()

  /// A screen styled by the example's styles.
  ///
  /// - Parameter styles: The styles, shared with the SwiftUI screen.
  init(styles: ExampleStyles) {
    self.styles = styles
    super.init(nibName: nil, bundle: nil)
  }

  /// The screen is made in code, never from an archive.
  required init?(coder: NSCoder) {
    return nil
  }

  override func loadView() {
    let name = UILabel()
    name.text = "Ada Lovelace"
    name.styleClasses = ["name"]
    let role = UILabel()
    role.text = "Analyst of the Analytical Engine"
    role.styleClasses = ["role"]
    follow.styleClasses = ["follow"]
    follow.addAction(UIAction { [weak self] _ in self?.toggleFollowing() }, for: .touchUpInside)

    let column = UIStackView()
    column.axis = .vertical
    column.alignment = .leading
    column.spacing = 8
    for view in [name, role, follow] { column.addArrangedSubview(view) }

    // The sheet's padding is the card's layout margins: the column sits inside them.
    let card = UIView()
    card.styleClasses = ["card"]
    card.addSubview(column)

    let screen = UIView()
    screen.backgroundColor = .systemBackground
    screen.addSubview(card)
    for view in [column, card] { view.translatesAutoresizingMaskIntoConstraints = false }
    NSLayoutConstraint.activate([
      column.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
      column.bottomAnchor.constraint(equalTo: card.layoutMarginsGuide.bottomAnchor),
      column.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
      column.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
      card.topAnchor.constraint(equalTo: screen.safeAreaLayoutGuide.topAnchor, constant: 24),
      card.leadingAnchor.constraint(equalTo: screen.layoutMarginsGuide.leadingAnchor),
      card.trailingAnchor.constraint(equalTo: screen.layoutMarginsGuide.trailingAnchor),
    ])
    view = screen
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    // The root restyles the tree after class, trait and touch changes, once per turn of
    // the run loop, in the light or dark theme of the view's appearance.
    let root = StyleRoot(
      view, stylesheet: styles.uiKitSheet, lightTheme: styles.lightTheme,
      darkTheme: styles.darkTheme)
    // Weakly: the styles outlive the screen, and must not keep it, nor themselves, alive.
    styles.onReload { [weak root, weak styles] in
      guard let root, let styles else { return }
      root.stylesheet = styles.uiKitSheet
      root.lightTheme = styles.lightTheme
      root.darkTheme = styles.darkTheme
    }
  }

  private func toggleFollowing() {
    follow.isSelected.toggle()
    // UIKit sends no event when code sets `isSelected`: the root is told.
    follow.setNeedsRestyle()
  }
}
