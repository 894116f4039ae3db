// An app's file as a SwiftUI developer writes it: SwiftUI, UIKit and both Cascade platform
// modules imported, every SwiftUI name unqualified, and the app's own names beside
// SwiftUI's `View` members. `.ci/ios-sdk-check.sh` type-checks it against a real iPhoneOS
// SDK; nothing builds it on Linux, where the stubs declare only part of SwiftUI.
import CascadeSwiftUI
import CascadeUIKit
import SwiftUI
import UIKit

let appStyles = StyleVocabulary.standard.load(
  """
  .screen { background-color: var(--background); padding: 16px; }
  .screen Text.title { font: title; color: var(--primary-text); }
  .row:selected { background-color: var(--accent); }
  Button.primary { title-color: white; background-color-normal: var(--accent); }
  """, named: "app.css")

let brandLight = Theme(name: "Brand", extending: .light) { theme in
  theme[.accent] = .init(red: 0.37, green: 0.36, blue: 0.9)
}

struct Note: Identifiable {
  let id: Int
  let title: String
}

struct NotesScreen: View {
  let notes: [Note]
  @State private var selection: Int?
  @State private var isComposing = false
  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      HStack {
        Text("Notes").styleClass("title")
        Spacer()
        Button("New") { isComposing = true }.styleClass("primary")
      }
      List(notes) { note in
        Label(note.title, systemImage: "note.text")
          .styleClass("row", state: note.id == selection ? .selected : [])
      }
      StyleReader { style in
        Text(colorScheme == .dark ? "Dark" : "Light")
          .font(style.font.map(Font.init) ?? .body)
          .foregroundColor(style.foregroundColor.map(Color.init) ?? .secondary)
      }
    }
    .styleClass("screen")
    // SwiftUI's own members, which an app's global of the same name would lose to.
    .padding(EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
    .background(Color.clear)
    .overlay(Rectangle().stroke(Color.gray, lineWidth: 1))
    .sheet(isPresented: $isComposing) { Text("Compose") }
    .stylesheet(appStyles, light: brandLight, dark: .dark)
    .onStyleProblems { problems in print(problems) }
  }
}

/// A UIKit view inside the SwiftUI screen, styled by the same sheet through a root.
struct BadgeView: UIViewRepresentable {
  func makeUIView(context: Context) -> UILabel {
    let label = UILabel()
    label.styleClasses = ["title"]
    return label
  }

  func updateUIView(_ label: UILabel, context: Context) {}
}

/// A UIKit screen that shows SwiftUI's, styled by the sheet through its root.
final class NotesController: UIViewController {
  private var root: StyleRoot?

  override func viewDidLoad() {
    super.viewDidLoad()
    let hosting = UIHostingController(rootView: NotesScreen(notes: []))
    addChild(hosting)
    view.addSubview(hosting.view)
    hosting.didMove(toParent: self)
    view.styleClasses = ["screen"]
    root = StyleRoot(view, stylesheet: appStyles.stylesheet)
  }
}
