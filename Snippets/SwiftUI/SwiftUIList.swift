// A list of rows styled by one sheet, the selected row by its own rules.
// snippet.hide
// swift-format-ignore
#if canImport(SwiftUI)
// snippet.show
import CascadeSwiftUI
import SwiftUI

let mailboxStyles = StyleVocabulary.standard.load(
  """
  .row { padding: 8px 16px; border-radius: 8px; }
  .row Text.title { font: body; color: var(--primary-text); }
  .row Text.detail { font: footnote; color: var(--secondary-text); }
  .row:selected { background-color: var(--accent); }
  .row:selected Text { color: white; }
  """, named: "list.css")

struct Mailbox: Identifiable {
  let id: Int
  let name: String
  let unread: Int
}

struct MailboxRow: View {
  let mailbox: Mailbox
  let isSelected: Bool

  var body: some View {
    VStack(alignment: .leading) {
      Text(mailbox.name).styleClass("title")
      Text("\(mailbox.unread) unread").styleClass("detail")
    }
    // The row's state is the sheet's `:selected`; its texts are inside it.
    .styleClass("row", state: isSelected ? .selected : [])
  }
}

struct MailboxList: View {
  let mailboxes: [Mailbox]
  @State private var selection = 1

  var body: some View {
    List(mailboxes) { mailbox in
      MailboxRow(mailbox: mailbox, isSelected: mailbox.id == selection)
    }
    .stylesheet(mailboxStyles)
  }
}
// snippet.hide
precondition(mailboxStyles.diagnostics.isEmpty, "\(mailboxStyles.diagnostics)")
let mailboxes = [Mailbox(id: 1, name: "Inbox", unread: 3), Mailbox(id: 2, name: "Archive", unread: 0)]
_ = MailboxList(mailboxes: mailboxes)

// What each row's title resolves to, selected and not, which the modifiers apply:
let resolver = ElementResolver(sheet: mailboxStyles.stylesheet, context: .light)
for state in [StyleState(), .selected] {
  let row = resolver.resolve(Element(.stack, classes: ["row"], state: state), below: nil)
  let title = resolver.resolve(Element(.text, classes: ["title"]), below: row)
  print(
    row.path, row.style.backgroundColor.map { "\($0)" } ?? "-", "|", title.path,
    title.style.foregroundColor.map { "\($0)" } ?? "-")
}
#else
print("SwiftUI is not available on this platform.")
#endif
