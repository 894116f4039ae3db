import CascadeUIKit
import Foundation
import Observation

/// Where the example reads its stylesheet and its design tokens.
struct ExampleStyleFiles: Sendable {
  /// The stylesheet's path.
  var sheetPath: String
  /// The design token file's path.
  var tokensPath: String

  /// Names the two files.
  ///
  /// - Parameters:
  ///   - sheetPath: The stylesheet's path.
  ///   - tokensPath: The design token file's path.
  init(sheetPath: String, tokensPath: String) {
    self.sheetPath = sheetPath
    self.tokensPath = tokensPath
  }

  /// The files as this source file's folder has them, beside it in `Resources`: what a
  /// debug build on the simulator, which reads the Mac's disk, watches for live reload.
  static let sources: ExampleStyleFiles = {
    let folder = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    return ExampleStyleFiles(
      sheetPath: folder.appending(path: "Resources/Profile.css").path(),
      tokensPath: folder.appending(path: "Resources/Profile.tokens.json").path())
  }()
}

/// The example's styles, shared by its two screens: one stylesheet, loaded through UIKit's
/// vocabulary and the substitutes' (which SwiftUI's elements use), and the standard light and
/// dark themes under one design token file.
///
/// CascadePlugin checks the sheet and the token file when the app builds, and compiles the
/// file's tokens into it: the themes start from `Theme.profileTokens(extending:)`, with no
/// file read, and the sheet reads the file's own tokens, `var(--color-brand-follow)`,
/// through the vocabularies' `addingGeneratedTokens()`. A live reload reads the file again,
/// with `DesignTokenMapping.generatedTokens`.
///
/// ```swift
/// let styles = ExampleStyles(files: .sources)
/// styles.watch()  // a debug build: each save of either file restyles both screens
/// ```
@MainActor
@Observable
final class ExampleStyles {
  /// The sheet as UIKit's views read it.
  private(set) var uiKitSheet: Stylesheet
  /// The sheet as SwiftUI's elements read it.
  private(set) var swiftUISheet: Stylesheet
  /// The standard light theme under the token file.
  private(set) var lightTheme: Theme
  /// The standard dark theme under the token file.
  private(set) var darkTheme: Theme
  /// Every problem the last load of each file had, formatted with its position.
  private(set) var problems: [String] = []

  @ObservationIgnored private let files: ExampleStyleFiles
  @ObservationIgnored private var reloaders: [StylesheetReloader] = []
  @ObservationIgnored private var observers: [@MainActor () -> Void] = []

  /// UIKit's vocabulary, with the tokens the build compiled from the token file.
  static let uiKitVocabulary = StyleVocabulary.uiKit.addingGeneratedTokens()
  /// The substitutes' vocabulary, with the same tokens.
  static let swiftUIVocabulary = StyleVocabulary.generatedTokens

  /// Loads the sheet once; the themes are the token file's values as the build compiled
  /// them.
  ///
  /// - Parameter files: Where the sheet is, and the token file a live reload watches.
  init(files: ExampleStyleFiles) {
    self.files = files
    let uiKit = Self.sheet(at: files.sheetPath, vocabulary: Self.uiKitVocabulary)
    let swiftUI = Self.sheet(at: files.sheetPath, vocabulary: Self.swiftUIVocabulary)
    uiKitSheet = uiKit.sheet
    swiftUISheet = swiftUI.sheet
    lightTheme = Theme.profileTokens(extending: .light)
    darkTheme = Theme.profileTokens(extending: .dark)
    problems = uiKit.problems
  }

  /// The theme and traits of an appearance.
  ///
  /// - Parameter isDark: Whether the appearance is dark.
  /// - Returns: The context the SwiftUI screen resolves its elements in.
  func context(isDark: Bool) -> StyleContext {
    isDark
      ? StyleContext(theme: darkTheme, traits: StyleContext.dark.traits)
      : StyleContext(theme: lightTheme, traits: StyleContext.light.traits)
  }

  /// Calls `action` after each reload; what a UIKit screen, which does not observe, hands
  /// the new sheet and themes to its style root with.
  ///
  /// - Parameter action: What to do.
  func onReload(_ action: @escaping @MainActor () -> Void) {
    observers.append(action)
  }

  /// Watches both files, and reloads the styles after each good save: live reload. A save
  /// with problems is reported, and the last good styles stay.
  func watch() {
    for reloader in makeReloaders() { reloader.start(every: .milliseconds(500)) }
  }

  /// Looks at both files once, as each tick of ``watch()`` does.
  func poll() {
    for reloader in makeReloaders() { reloader.poll() }
  }

  /// The two reloaders, made once: one reads the sheet through each vocabulary, and each
  /// reads the token file over the light theme.
  private func makeReloaders() -> [StylesheetReloader] {
    guard reloaders.isEmpty else { return reloaders }
    for vocabulary in [Self.uiKitVocabulary, Self.swiftUIVocabulary] {
      // The reloader watches and loads; the screens are styled by their own roots, so it
      // styles no tree itself.
      let reloader = StylesheetReloader(
        sheetAt: files.sheetPath, vocabulary: vocabulary, in: .light,
        tokenFiles: [DesignTokenMapping.generatedTokens.watchedFile(at: files.tokensPath)])
      let isUIKit = reloaders.isEmpty
      // Weakly: the reloader keeps its closures, and must not keep itself alive.
      reloader.onReload = { [weak self, weak reloader] sheet in
        guard let reloader else { return }
        self?.reloaded(sheet.stylesheet, isUIKit: isUIKit, light: reloader.theme)
      }
      reloader.onProblem = { [weak self] problem in
        self?.problems.append(problem.description)
        print(problem)
      }
      reloaders.append(reloader)
    }
    return reloaders
  }

  private func reloaded(_ sheet: Stylesheet, isUIKit: Bool, light: Theme) {
    if isUIKit { uiKitSheet = sheet } else { swiftUISheet = sheet }
    let themes = Self.themes(at: files.tokensPath)
    (lightTheme, darkTheme, problems) = (light, themes.dark, themes.problems)
    for observer in observers { observer() }
  }

  private static func sheet(
    at path: String, vocabulary: StyleVocabulary
  ) -> (sheet: Stylesheet, problems: [String]) {
    do {
      let loaded = try vocabulary.load(contentsOfFile: path)
      return (loaded.stylesheet, loaded.diagnostics.isEmpty ? [] : [loaded.formattedDiagnostics])
    } catch {
      return (Stylesheet("Profile.css", rules: []), ["cannot read \(error)"])
    }
  }

  private static func themes(at path: String) -> (light: Theme, dark: Theme, problems: [String]) {
    let mapping = DesignTokenMapping.generatedTokens
    do {
      let light = try mapping.loadTheme(contentsOfFile: path, named: "Example", extending: .light)
      let dark = try mapping.loadTheme(
        contentsOfFile: path, named: "Example Dark", extending: .dark)
      let problems = light.diagnostics.isEmpty ? [] : [light.formattedDiagnostics]
      return (light.theme, dark.theme, problems)
    } catch {
      return (.light, .dark, ["cannot read \(error)"])
    }
  }
}
