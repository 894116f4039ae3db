import CascadeViews

/// The sample screen's styles: every visual decision of the profile card, in one place.
enum Styles {
  static let card = Style<View> {
    Setter(\.backgroundColor, .token(.secondaryBackground))
    Setter(\.cornerRadius, .token(.cardCornerRadius))
    Setter(\.layoutMargins, EdgeInsets(all: 20))
    Setter(\.shadow, Shadow(opacity: 0.12, radius: 12, offset: Size(width: 0, height: 4)))
  }

  static let avatar = Style<ImageView>()
    .imageName("ada-lovelace")
    .contentMode(.scaleAspectFill)
    .cornerRadius(32)
    .clipsToBounds(true)
    .border(width: 2, color: .white)
    .alpha(0.95)

  static let name = Style<Label> {
    Setter(\.font, .title2.weight(.bold))
    Setter(\.textColor, .token(.primaryText))
    Setter(\.numberOfLines, 1)
  }

  static let bio = Style<Label> {
    Setter(\.font, .body)
    Setter(\.textColor, .token(.secondaryText))
    Setter(\.numberOfLines, 0)
    Setter(\.lineBreakMode, .byWordWrapping)
  }

  static let follow = Style<Button> {
    Setter(\.cornerRadius, 10)
    Setter(\.contentInsets, EdgeInsets(horizontal: 20, vertical: 10))
    Setter(\.tintColor, .token(.accent))
    Setter.title("Follow", for: .normal)
    Setter.title("Following", for: .selected)
    Setter.titleColor(.white, for: .normal)
    Setter.backgroundColor(.blue, for: .normal)
    Setter.backgroundColor(.indigo, for: .highlighted)
  }

  static let stats = Style<StackView> {
    Setter(\.axis, .horizontal)
    Setter(\.distribution, .fillEqually)
    Setter(\.spacing, .token(.spacing).map { $0 * 1.5 })
  }

  static let statValue = Style<Label> {
    Setter(\.font, .headline)
    Setter(\.textAlignment, .center)
    Setter(\.textColor, .token(.primaryText))
  }

  static let statCaption = Style<Label>(extending: statValue) {
    Setter(\.font, .caption)
    Setter(\.textColor, .token(.secondaryText))
  }
}
