import CascadeCSS
import CascadeViews

/// What `StyleVocabulary.uiKit` has that the standard vocabulary lacks, and the reverse, as
/// data: the tool runs on a Mac, where CascadeUIKit does not build, so it cannot read UIKit's
/// vocabulary itself. `"vocabulary": "uikit"` in `cascade.json` applies it.
///
/// A test on Linux, where CascadeUIKit builds against the declaration stubs, loads every
/// property on every type with values of every kind through this and through
/// `StyleVocabulary.uiKit`, and fails on any difference in what they report.
enum UIKitVocabulary {
  /// UIKit's class names for the substitutes, each the same type as its substitute.
  static let aliases = [
    ("UIView", "View"), ("UILabel", "Label"), ("UIButton", "Button"),
    ("UITextField", "TextField"), ("UIImageView", "ImageView"), ("UIStackView", "StackView"),
  ]

  /// The standard vocabulary's names for SwiftUI's views, which UIKit's lacks.
  static let standardOnlyTypes = ["Text", "Image"]

  /// UIKit's controls without a substitute, each over `View`, with `UIControl`'s properties.
  static let controls = ["UISwitch", "UISlider"]

  /// The properties UIKit's vocabulary adds, or reads otherwise: each name, the types that
  /// have it, and its value.
  static let properties: [(name: String, on: [String], value: DeclaredValue)] = [
    ("text-align", ["TextField"], .type(TextAlignment.self, isOptional: false)),
    ("image-tint-color", ["Button"], color),
    // `UITextField`'s placeholder color may be `none`, UIKit's own default.
    ("placeholder-color", ["TextField"], color),
    ("on-tint-color", ["UISwitch"], color),
    ("thumb-tint-color", ["UISwitch", "UISlider"], color),
    ("minimum-track-tint-color", ["UISlider"], color),
    ("maximum-track-tint-color", ["UISlider"], color),
    // `UIControl`'s, which `UITextField` is too.
    ("is-enabled", controls + ["TextField"], flag),
    ("is-highlighted", controls + ["TextField"], flag),
    ("is-selected", controls + ["TextField"], flag),
  ]

  private static let color = DeclaredValue.type(CascadeViews.Color.self, isOptional: true)
  private static let flag = DeclaredValue.type(Bool.self, isOptional: false)

  /// The view kinds UIKit's names stand for: the substitutes under UIKit's class names, and
  /// a type of its own for each control. Made once per configuration, as its own types are.
  static func kinds() -> [String: ViewKind] {
    var kinds: [String: ViewKind] = [:]
    for (alias, substitute) in aliases { kinds[alias] = ViewKind.standard[substitute] }
    for control in controls { kinds[control] = ViewKind.declared(over: "View") }
    return kinds
  }

  /// Makes `vocabulary`, the standard one with any tokens, check as UIKit's does, with
  /// `kinds`, from ``kinds()``, for UIKit's names.
  static func apply(to vocabulary: inout StyleVocabulary, kinds: [String: ViewKind]) {
    for name in standardOnlyTypes { vocabulary.removeType(named: name) }
    for (name, kind) in kinds.sorted(by: { $0.key < $1.key }) {
      kind.registerType(name, &vocabulary)
    }
    let all = ViewKind.standard.merging(kinds) { standard, _ in standard }
    for property in properties {
      for type in property.on {
        all[type]?.registerProperty(property.name, property.value, &vocabulary)
      }
    }
  }
}
