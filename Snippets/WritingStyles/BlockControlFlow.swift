// Decide setters with if, if let, if/else, switch, for-in and if #available in a style block.

import CascadeViews

enum Priority {
  case low, normal, urgent
}

enum Adjustment {
  case boldText, reducedTransparency
}

func messageStyle(
  isUnread: Bool, maximumLines: Int?, priority: Priority, adjustments: [Adjustment]
) -> Style<Label> {
  Style<Label> {
    Setter(\.font, .body)
    if isUnread {
      Setter(\.font, .body.weight(.semibold))
    }
    if let maximumLines {
      Setter(\.numberOfLines, maximumLines)
    } else {
      Setter(\.numberOfLines, 0)
    }
    switch priority {
    case .low: Setter(\.alpha, 0.6)
    case .normal: Style<Label>()  // an empty style: this case sets nothing
    case .urgent: Setter(\.textColor, .red)
    }
    for adjustment in adjustments {
      switch adjustment {
      case .boldText: Setter(\.font, .body.weight(.bold))
      case .reducedTransparency: Setter(\.alpha, 1)
      }
    }
    if #available(macOS 14, iOS 17, *) {
      Setter(\.lineBreakMode, .byWordWrapping)
    }
  }
}

let quiet = messageStyle(isUnread: false, maximumLines: 2, priority: .low, adjustments: [])
print(quiet)
// Style<Label> (4 setters)
//   font = body (system 17.0) (BlockControlFlow/BlockControlFlow.swift:17)
//   numberOfLines = 2 (BlockControlFlow/BlockControlFlow.swift:22)
//   alpha = 0.6 (BlockControlFlow/BlockControlFlow.swift:27)
//   lineBreakMode = byWordWrapping (BlockControlFlow/BlockControlFlow.swift:38)

let loud = messageStyle(
  isUnread: true, maximumLines: nil, priority: .urgent, adjustments: [.boldText])
print(loud)
// Style<Label> (4 setters)
//   numberOfLines = 0 (BlockControlFlow/BlockControlFlow.swift:24)
//   textColor = #FF3B30 (BlockControlFlow/BlockControlFlow.swift:29)
//   font = body (system 17.0 bold) (BlockControlFlow/BlockControlFlow.swift:33)
//   lineBreakMode = byWordWrapping (BlockControlFlow/BlockControlFlow.swift:38)
