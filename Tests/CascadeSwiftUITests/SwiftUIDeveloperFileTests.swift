#if canImport(SwiftUI)
  // A SwiftUI file as a SwiftUI developer writes one: SwiftUI and CascadeSwiftUI imported,
  // every SwiftUI name unqualified. On Linux it compiles against the stub, which declares
  // every SwiftUI name that a Cascade module also declares, so that an ambiguity between the
  // two shows here as it would in Xcode. CascadeSwiftUI brings the standard vocabulary,
  // themes and tokens without CascadeViews' substitute types; a file that also imports
  // CascadeViews must qualify `View`, `Color`, `Font`, `Button`, `Label`, `TextField`,
  // `EdgeInsets`, `TextAlignment`, `Axis`, `ColorScheme`, `ContentMode`,
  // `ContentSizeCategory` and `LayoutDirection` where it names the type (`Color.red`,
  // `Font.headline`). The snippet SwiftUIAppRoot, a module of its own, checks that a file
  // with these two imports alone reaches the vocabulary, themes and explanations.
  import CascadeSwiftUI
  import SwiftUI
  import Testing

  private struct Todo: Identifiable {
    let id: Int
    let title: String
  }

  private struct TodoRow: View {
    let task: Todo
    @Binding var isDone: Bool

    var body: some View {
      HStack(spacing: 12) {
        Image(systemName: isDone ? "checkmark.circle.fill" : "circle")
          .foregroundStyle(Color.accentColor)
        Text(task.title)
          .font(.body)
        Spacer()
        Toggle("Done", isOn: $isDone)
      }
      .padding(.vertical, 4)
      .styleClass("row")
    }
  }

  private struct PressedStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
      configuration.label
        .opacity(configuration.isPressed ? 0.5 : 1)
    }
  }

  private struct TodoList: View {
    @State private var name = ""
    @State private var isDone = false
    @State private var isSaving = false
    private let tasks = [Todo(id: 1, title: "Write"), Todo(id: 2, title: "Review")]

    var body: some View {
      VStack(alignment: .leading) {
        Text("Tasks")
          .font(.largeTitle)
          .bold()
        TextField("New task", text: $name)
        List(tasks) { task in
          TodoRow(task: task, isDone: $isDone)
        }
        ScrollView {
          ForEach(tasks) { task in
            Label(task.title, systemImage: "doc")
          }
          ForEach(0..<3) { index in
            Text("Row \(index)").foregroundColor(.secondary)
          }
        }
        Group {
          if isSaving {
            Text("Saving…")
          } else {
            Button("Save") { isSaving = true }
              .buttonStyle(PressedStyle())
              .disabled(name.isEmpty)
          }
        }
      }
      .padding()
      .frame(maxWidth: .infinity, alignment: .leading)
      .styleClass("screen")
    }
  }

  private struct Badge: View {
    var body: some View {
      ZStack(alignment: .topTrailing) {
        Color.red
        Text("3")
          .font(.caption)
          .foregroundColor(.white)
      }
      .frame(width: 24, height: 24)
      .preferredColorScheme(.dark)
    }
  }

  // Each SwiftUI name that a Cascade module shares, where a type is named.
  private struct SharedNames: View {
    let title: Label<Text, Image> = Label("Share", systemImage: "person")
    let field: TextField<Text> = TextField("Note", text: .constant(""))
    let insets = EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
    let alignment: TextAlignment = .center
    let axis: Axis = .vertical
    let scheme: ColorScheme = .dark
    let mode: ContentMode = .fit
    let direction: LayoutDirection = .leftToRight
    let size: ContentSizeCategory = .large
    let tint: Color = .blue
    let font: Font = .headline

    var body: some View {
      let share: Button<Text> = Button("Share") {}
      VStack {
        title
        field
        share
      }
      .padding(insets)
      .multilineTextAlignment(alignment)
      .font(font)
      .foregroundStyle(tint)
      .environment(\.layoutDirection, direction)
      .preferredColorScheme(scheme)
    }
  }

  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  private struct RootView: View {
    var body: some View {
      NavigationStack {
        TodoList()
        Badge()
      }
    }
  }

  private struct TodoApp: App {
    var body: some Scene {
      WindowGroup {
        if #available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) {
          RootView()
        } else {
          TodoList()
        }
      }
    }
  }

  @Suite struct SwiftUIDeveloperFileTests {
    @Test @MainActor func aScreenWrittenWithUnqualifiedSwiftUINamesBuildsItsBody() {
      _ = TodoList().body
      _ = Badge().body
      _ = SharedNames().body
      _ = TodoRow(task: Todo(id: 0, title: "Test"), isDone: .constant(true)).body
      _ = TodoApp().body
    }

    @Test @MainActor func stateHandsItsValueToABinding() {
      @State var isOn = false
      let binding = $isOn
      binding.wrappedValue = true
      #expect(isOn)
    }
  }
#endif
