import CascadeViews

/// The sample screen's stylesheet: every visual decision of the profile card, in one place,
/// matched to views by type, class, state and ancestry.
enum Styles {
  static let sheet = Stylesheet("Profile") {
    Rule(View.self, classes: ["card"]) {
      Setter(\.backgroundColor, .token(.secondaryBackground))
      Setter(\.cornerRadius, .token(.cardCornerRadius))
      Setter(\.layoutMargins, EdgeInsets(all: 20))
      Setter(\.shadow, Shadow(opacity: 0.12, radius: 12, offset: Size(width: 0, height: 4)))
    }

    Rule(ImageView.self, classes: ["avatar"]) {
      Setter(\.contentMode, .scaleAspectFill)
      Setter(\.cornerRadius, 32)
      Setter(\.clipsToBounds, true)
      Setter(\.border, Border(width: 2, color: .white))
    }

    Rule(Label.self) { Setter(\.textColor, .token(.primaryText)) }

    Rule(Label.self, classes: ["name"]) {
      Setter(\.font, .title2.weight(.bold))
      Setter(\.numberOfLines, 1)
    }

    Rule(Label.self, classes: ["bio"]) {
      Setter(\.font, .body)
      Setter(\.textColor, .token(.secondaryText))
      Setter(\.numberOfLines, 0)
      Setter(\.lineBreakMode, .byWordWrapping)
    }

    Rule(Button.self, classes: ["primary"]) {
      Setter(\.cornerRadius, 10)
      Setter(\.contentInsets, EdgeInsets(horizontal: 20, vertical: 10))
      Setter(\.tintColor, .token(.accent))
      Setter.title("Follow", for: .normal)
      Setter.title("Following", for: .selected)
      Setter.titleColor(.white, for: .normal)
      Setter.backgroundColor(.blue, for: .normal)
      Setter.backgroundColor(.indigo, for: .highlighted)
    }

    Rule(Button.self, classes: ["primary"], state: .highlighted) { Setter(\.alpha, 0.85) }

    Rule(StackView.self, classes: ["stats"]) {
      Setter(\.axis, .horizontal)
      Setter(\.distribution, .fillEqually)
      Setter(\.spacing, .token(.spacing).map { $0 * 1.5 })
    }

    Rule(StackView.self, childOf: StyleSelector(StackView.self, classes: ["stats"])) {
      Setter(\.axis, .vertical)
      Setter(\.spacing, 2)
    }

    Rule(Label.self, inside: StyleSelector(classes: ["stats"])) {
      Setter(\.font, .headline)
      Setter(\.textAlignment, .center)
    }

    Rule(Label.self, classes: ["caption"], inside: StyleSelector(classes: ["stats"])) {
      Setter(\.font, .caption)
      Setter(\.textColor, .token(.secondaryText))
    }
  }
}
