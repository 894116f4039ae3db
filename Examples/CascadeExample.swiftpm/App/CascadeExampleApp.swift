import SwiftUI
import UIKit

/// The example app: one tab of SwiftUI and one of UIKit, both styled by Resources/Profile.css
/// and Resources/Profile.tokens.json.
@main
struct CascadeExampleApp: App {
  @State private var styles = ExampleStyles(files: .current)

  var body: some Scene {
    WindowGroup {
      TabView {
        ProfileScreen(styles: styles)
          .tabItem { Label("SwiftUI", systemImage: "swift") }
        ProfileController(styles: styles)
          .tabItem { Label("UIKit", systemImage: "square.stack.3d.up") }
      }
      .onAppear {
        #if DEBUG && targetEnvironment(simulator)
          // Live reload: the simulator reads the source files on the Mac's disk.
          styles.watch()
        #endif
      }
    }
  }
}

/// The UIKit screen, as a tab of SwiftUI's.
struct ProfileController: UIViewControllerRepresentable {
  let styles: ExampleStyles

  func makeUIViewController(context: Context) -> ProfileViewController {
    ProfileViewController(styles: styles)
  }

  func updateUIViewController(_ controller: ProfileViewController, context: Context) {}
}

extension ExampleStyleFiles {
  /// The source files in a debug build on the simulator, which live reload watches; the
  /// copies in the app's bundle otherwise.
  static var current: ExampleStyleFiles {
    #if DEBUG && targetEnvironment(simulator)
      .sources
    #else
      ExampleStyleFiles(
        sheetPath: Bundle.module.path(forResource: "Profile", ofType: "css") ?? "",
        tokensPath: Bundle.module.path(forResource: "Profile.tokens", ofType: "json") ?? "")
    #endif
  }
}
