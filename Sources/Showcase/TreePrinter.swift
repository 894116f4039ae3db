import CascadeViews
import ShowcaseCard

/// Prints a view tree with, under each view, the properties styling changed and their
/// values: what the styles did, at a glance.
struct TreePrinter {
  let card: ProfileCard

  func print(_ view: View, prefix: String = "", isLast: Bool = true, isRoot: Bool = true) {
    let branch = isRoot ? "" : (isLast ? "└─ " : "├─ ")
    Swift.print("\(prefix)\(branch)\(type(of: view)) \"\(card.name(of: view))\"")
    let inner = isRoot ? "" : prefix + (isLast ? "   " : "│  ")
    let rail = view.subviews.isEmpty ? "   " : "│  "
    for property in view.changedProperties {
      Swift.print("\(inner)\(rail)  \(property) = \(value(of: property, in: view))")
    }
    for (index, child) in view.subviews.enumerated() {
      print(child, prefix: inner, isLast: index == view.subviews.count - 1, isRoot: false)
    }
  }

  /// Prints each view whose properties styling changed, with those properties: what a
  /// restyle did, without the rest of the tree. Prints a line saying so if nothing changed.
  func printChanges(_ root: View) {
    let changed = root.viewsInTree.filter { !$0.changedProperties.isEmpty }
    for view in changed {
      Swift.print("  \(type(of: view)) \"\(card.name(of: view))\"")
      for property in view.changedProperties {
        Swift.print("    \(property) = \(value(of: property, in: view))")
      }
    }
    if changed.isEmpty { Swift.print("  nothing changed") }
  }

  /// The current value of a property, by the name change accounting gave it.
  private func value(of property: String, in view: View) -> String {
    if let button = view as? Button, let value = perStateValue(of: property, in: button) {
      return value
    }
    let names = type(of: view).propertyNames
    guard let keyPath = names.first(where: { $0.value == property })?.key,
      let value = view[keyPath: keyPath]
    else { return "?" }
    return describe(value)
  }

  /// `titles[selected]` and the like: a button's per-state values.
  private func perStateValue(of property: String, in button: Button) -> String? {
    for state in [ControlState.normal, .highlighted, .selected, .disabled, .focused] {
      switch property {
      case "titles[\(state)]": return describe(button.titles[state] as Any)
      case "titleColors[\(state)]": return describe(button.titleColors[state] as Any)
      case "backgroundColors[\(state)]": return describe(button.backgroundColors[state] as Any)
      default: continue
      }
    }
    return nil
  }

  private func describe(_ value: Any) -> String {
    switch value {
    case let text as String: "\"\(text)\""
    case let text as String?: text.map { "\"\($0)\"" } ?? "nil"
    case let color as Color?: color.map(String.init(describing:)) ?? "nil"
    default: String(describing: value)
    }
  }
}
