// A SwiftUI app's root: one sheet from the standard vocabulary, themes that follow the
// color scheme, and an explanation, with SwiftUI and CascadeSwiftUI the only imports.
// snippet.hide
// swift-format-ignore
#if canImport(SwiftUI)
// snippet.show
import CascadeSwiftUI
import SwiftUI

let appStyles = StyleVocabulary.standard.load(
  """
  .screen { background-color: var(--background); padding: 16px; }
  .screen Text.title { font: title; color: var(--primary-text); }
  Button.primary { title-color: white; background-color-normal: var(--accent); }
  """, named: "app.css")

// The app's own light theme over the standard one; the dark one as it is.
let brand = Theme(name: "Brand", extending: .light) { theme in
  theme[.accent] = .init(red: 0.37, green: 0.36, blue: 0.9)  // a value of the token's type
}

struct HomeScreen: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      Text("Welcome").styleClass("title")
      Button("Start") {}.styleClass("primary")
    }
    .styleClass("screen")
  }
}

struct CascadeApp: App {
  var body: some Scene {
    WindowGroup {
      HomeScreen()
        .stylesheet(appStyles, light: brand, dark: .dark)
        .onStyleProblems { problems in print("style:", problems) }  // the app's own log
    }
  }
}

// Without `onStyleProblems`, a sheet's problems are a console line each in a debug build.
let typo = StyleVocabulary.standard.load("Text.title { colr: red; }", named: "typo.css")
StyleProblemAction.console(StyleProblems(typo))
// [Cascade] typo.css:1:14: error: unknown property `colr`; did you mean `color`?

// What the title resolves to in the dark scheme, and why.
let resolver = ElementResolver(sheet: appStyles.stylesheet, context: .dark)
let screen = resolver.resolve(Element(.stack, classes: ["screen"]), below: nil)
let title = resolver.resolve(Element(.text, classes: ["title"]), below: screen)
print(resolver.explanation(for: title))
// snippet.hide
_ = CascadeApp()
#else
print("SwiftUI is not available on this platform.")
#endif
