// A custom setter: an identity and a write closure, for what a key path cannot reach.

import CascadeViews

// snippet.hide
/// A view whose accessibility label is set through a method, not a property.
final class Avatar: View {
  private(set) var accessibilityText = ""
  func setAccessibilityLabel(_ text: String) { accessibilityText = text }
}
// snippet.show

extension Setter where Root == Avatar, Value == String {
  /// Sets the avatar's accessibility label through its method.
  static func accessibilityLabel(
    _ text: String, fileID: String = #fileID, line: Int = #line
  ) -> Setter {
    Setter(.named("accessibilityLabel"), value: text, fileID: fileID, line: line) {
      avatar, text in avatar.setAccessibilityLabel(text)
    }
  }
}

// Custom setters override, compose and describe themselves like key-path setters.
let avatarStyle = Style<Avatar> {
  Setter(\.cornerRadius, 24)
  Setter.accessibilityLabel("Profile picture")
  Setter.accessibilityLabel("Ada's profile picture")  // the later one wins
}

let avatar = Avatar()
avatarStyle.apply(to: avatar)
print(avatarStyle)
print("accessibility label: \(avatar.accessibilityText)")
