// Branch and loop inside a style block: if, if let, if/else, switch, for and #available.

import CascadeViews

enum Emphasis { case quiet, normal, loud }

func bodyStyle(compact: Bool, maximumLines: Int?, emphasis: Emphasis) -> Style<Label> {
  Style<Label> {
    Setter(\.textColor, .black)
    if compact {
      Setter(\.numberOfLines, 1)
    } else if let maximumLines {
      Setter(\.numberOfLines, maximumLines)
    }
    switch emphasis {
    case .quiet: Setter(\.alpha, 0.6)
    case .normal: Style<Label>()
    case .loud: Setter(\.textColor, .red)
    }
    for (index, fade) in [1.0, 0.9].enumerated() where index == 1 {
      Setter(\.alpha, fade)
    }
    if #available(macOS 13, iOS 16, *) {
      Setter(\.isHidden, false)
    }
  }
}

print(bodyStyle(compact: true, maximumLines: nil, emphasis: .loud))
print(bodyStyle(compact: false, maximumLines: 3, emphasis: .quiet))
