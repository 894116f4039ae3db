// A badge drawn with shapes reads its resolved style, and a button styled through the
// bridge takes the sheet's pressed and disabled rules.
// snippet.hide
import CascadeSwiftUI
import SwiftUI

// snippet.show
let inboxStyles = StyleVocabulary.standard.load(
  """
  .inbox Text.badge { background-color: #FF3B30; border-radius: 12px; color: white; font: caption; }
  .inbox Text.badge:selected { background-color: var(--accent); }
  Button.primary { title-color: white; background-color: #007AFF; border-radius: 8px; }
  Button.primary:highlighted { background-color: #0040DD; }
  Button.primary:disabled { opacity: 0.4; }
  """, named: "inbox.css")

// A view that draws itself reads the style of the element it is in:
struct Badge: View {
  let count: Int
  @Environment(\.elementStyle) private var style

  var body: some View {
    ZStack {
      RoundedRectangle(cornerRadius: style.cornerRadius ?? 12)
        .fill(style.backgroundColor.map(Color.init) ?? .red)
      Text("\(count)")
        .font(style.font.map(Font.init) ?? .caption)
        .foregroundStyle(style.foregroundColor.map(Color.init) ?? .white)
    }
    .frame(width: 24, height: 24)
  }
}

struct InboxRow: View {
  let unread: Int
  let isSelected: Bool

  var body: some View {
    HStack {
      Text("Inbox")
      // Or resolve the view's own element below the current one, and draw with it:
      StyleReader("badge", kind: .text, state: isSelected ? .selected : []) { style in
        Badge(count: unread)
          .opacity(style.opacity ?? 1)
      }
      Button("Mark read") {}
        .buttonStyle(.styleClass("primary"))  // :highlighted when pressed
    }
    .styleClass("inbox")
  }
}

let screen = InboxRow(unread: 3, isSelected: true).stylesheet(inboxStyles)
// snippet.hide

// The sheet loads cleanly: every property applies to the type its rule selects.
precondition(inboxStyles.diagnostics.isEmpty, "\(inboxStyles.diagnostics)")

// What the badge and the button resolve to, which the views draw with:
let resolver = ElementResolver(sheet: inboxStyles.stylesheet, context: .light)
let inbox = resolver.resolve(Element(.stack, classes: ["inbox"]), below: nil)
for state in [StyleState(), .selected] {
  let badge = resolver.resolve(Element(.text, classes: ["badge"], state: state), below: inbox)
  print(
    badge.path, badge.style.backgroundColor.map { "\($0)" } ?? "-",
    badge.style.font.map { "\($0)" } ?? "-")
}
for state in [StyleState(), .highlighted, .disabled] {
  let button = resolver.resolve(Element(.button, classes: ["primary"], state: state), below: nil)
  print(
    button.path, button.style.backgroundColor.map { "\($0)" } ?? "-",
    button.style.opacity.map { "\($0)" } ?? "-")
}
_ = screen
