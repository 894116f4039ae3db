import Cascade
import CascadeSwiftUI
import SwiftUI

/// The SwiftUI screen: the UIKit screen's profile card in SwiftUI views, styled by the same
/// sheet, in the theme of the environment's color scheme.
struct ProfileScreen: View {
  private let styles: ExampleStyles
  @State private var isFollowing = false

  /// A screen styled by the example's styles.
  ///
  /// - Parameter styles: The styles, shared with the UIKit screen.
  init(styles: ExampleStyles) {
    self.styles = styles
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text("Ada Lovelace").styleClass("name")
      Text("Analyst of the Analytical Engine").styleClass("role")
      Button(isFollowing ? "Following" : "Follow") { isFollowing.toggle() }
        .styleClass("follow", state: isFollowing ? .selected : [])
    }
    .styleClass("card")
    .stylesheet(styles.swiftUISheet, light: styles.lightTheme, dark: styles.darkTheme)
  }
}
