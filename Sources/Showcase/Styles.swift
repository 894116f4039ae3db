import CascadeViews

/// The sample screen's styles: every visual decision of the profile card, in one place.
enum Styles {
  static let card = Style<View> {
    Setter(\.backgroundColor, .white)
    Setter(\.cornerRadius, 16)
    Setter(\.layoutMargins, EdgeInsets(all: 20))
    Setter(\.shadow, Shadow(opacity: 0.12, radius: 12, offset: Size(width: 0, height: 4)))
  }

  static let avatar = Style<ImageView>()
    .imageName("ada-lovelace")
    .contentMode(.scaleAspectFill)
    .cornerRadius(32)
    .clipsToBounds(true)
    .border(width: 2, color: .white)

  static let name = Style<Label> {
    Setter(\.font, .title2.weight(.bold))
    Setter(\.textColor, .black)
    Setter(\.numberOfLines, 1)
  }

  static let bio = Style<Label> {
    Setter(\.font, .body)
    Setter(\.textColor, .gray)
    Setter(\.numberOfLines, 0)
    Setter(\.lineBreakMode, .byWordWrapping)
  }

  static let follow = Style<Button> {
    Setter(\.cornerRadius, 10)
    Setter(\.contentInsets, EdgeInsets(horizontal: 20, vertical: 10))
    Setter.title("Follow", for: .normal)
    Setter.title("Following", for: .selected)
    Setter.titleColor(.white, for: .normal)
    Setter.backgroundColor(.blue, for: .normal)
    Setter.backgroundColor(.indigo, for: .highlighted)
  }

  static let stats = Style<StackView>()
    .axis(.horizontal)
    .distribution(.fillEqually)
    .spacing(12)

  static let statValue = Style<Label>().font(.headline).textAlignment(.center)

  static let statCaption = Style<Label>(extending: statValue) {
    Setter(\.font, .caption)
    Setter(\.textColor, .gray)
  }
}
