#if canImport(UIKit) && canImport(SwiftUI) && !os(watchOS)
  // A file of a mixed app as one is written: a UIKit screen that hosts a SwiftUI view in a
  // `UIHostingController`, importing UIKit, SwiftUI and both Cascade layers, with every
  // SwiftUI and UIKit name unqualified. On Linux it compiles against the stubs, which declare
  // every name a Cascade module shares with SwiftUI, so an ambiguity shows here as it would
  // in Xcode; `.ci/reexports.py` checks that neither layer re-exports such a name.
  import CascadeSwiftUI
  import CascadeUIKit
  import SwiftUI
  import Testing
  import UIKit

  /// The SwiftUI part: a badge, styled by the SwiftUI sheet.
  private struct UnreadBadge: View {
    let count: Int
    let insets = EdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6)
    let alignment: TextAlignment = .center
    let axis: Axis = .horizontal
    let scheme: ColorScheme = .light
    let mode: ContentMode = .fit
    let direction: LayoutDirection = .leftToRight
    let size: ContentSizeCategory = .large
    let font: Font = .caption
    let tint: Color = .white
    @State private var isMuted = false
    @State private var note = ""

    var body: some View {
      HStack {
        Text("\(count)")
          .font(font)
          .foregroundStyle(tint)
          .multilineTextAlignment(alignment)
          .padding(insets)
          .styleClass("count")
        Label("Unread", systemImage: "envelope")
        TextField("Note", text: $note)
        Toggle("Muted", isOn: $isMuted)
        Button("Mark read") { isMuted = true }
          .buttonStyle(.styleClass("link"))
      }
      .padding(.horizontal, 4)
      .environment(\.layoutDirection, direction)
      .preferredColorScheme(scheme)
      .styleClass("badge")
    }
  }

  /// The UIKit part: a screen of plain UIKit views, a style root, and the badge hosted.
  @MainActor
  private final class InboxViewController: UIViewController {
    let heading = UILabel()
    let compose = UIButton()
    let badge = UIHostingController(rootView: UnreadBadge(count: 3))
    private(set) var root: StyleRoot?

    override func viewDidLoad() {
      super.viewDidLoad()
      heading.text = "Inbox"
      heading.styleClasses = ["heading"]
      compose.styleClasses = ["compose"]
      view.addSubview(heading)
      view.addSubview(compose)
      view.addSubview(badge.view)
      root = StyleRoot(view, stylesheet: InboxStyles.uiKit.stylesheet)
    }
  }

  /// One sheet, loaded for UIKit's views and for SwiftUI's elements.
  @MainActor private enum InboxStyles {
    static let css = """
      Label.heading { font: title2; color: var(--primary-text); }
      Button.compose { title: "Compose"; title-color: var(--accent); }
      .badge { background-color: var(--accent); border-radius: 8px; }
      .badge Label.count { color: white; }
      """
    static let uiKit = StyleVocabulary.uiKit.load(css, named: "inbox.css")
    static let swiftUI = StyleVocabulary.standard.load(css, named: "inbox.css")
  }

  @MainActor @Suite struct MixedAppFileTests {
    @Test func aMixedFileStylesItsUIKitViewsAndResolvesItsSwiftUIElements() throws {
      #expect(InboxStyles.uiKit.diagnostics.isEmpty, "\(InboxStyles.uiKit.formattedDiagnostics)")
      #expect(
        InboxStyles.swiftUI.diagnostics.isEmpty, "\(InboxStyles.swiftUI.formattedDiagnostics)")
      let screen = InboxViewController()
      _ = screen.view
      _ = screen.badge.rootView.body
      let root = try #require(screen.root)
      root.restyleIfNeeded()
      #expect(screen.compose.title(for: .normal) == "Compose")
      #expect(
        screen.heading.font.pointSize == UIFont.preferredFont(forTextStyle: .title2).pointSize)

      let resolver = ElementResolver(sheet: InboxStyles.swiftUI.stylesheet)
      let badge = resolver.resolve(Element(.stack, classes: ["badge"]), below: nil)
      let count = resolver.resolve(Element(.text, classes: ["count"]), below: badge)
      #expect(badge.style.cornerRadius == 8)
      #expect(count.style.foregroundColor?.description == "#FFFFFF")
    }
  }
#endif
