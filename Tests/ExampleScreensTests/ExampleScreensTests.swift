import CascadeElements
import CascadeUIKit
import CascadeViews
import Foundation
import Testing

@testable import ExampleScreens

/// The example app's screens, styled by its own sheet and token file, as the app styles
/// them; here against the UIKit stub, so what is checked is the styling, not the drawing.
@MainActor
@Suite struct ExampleScreensTests {
  @Test func theSheetAndTheTokensLoadWithoutAProblemThroughBothVocabularies() {
    let styles = ExampleStyles(files: .sources)
    #expect(styles.problems == [])
    let indigo = try? Color(hex: "#5856D6")
    #expect(
      styles.lightTheme.value(for: .accent) == indigo
        && styles.darkTheme.value(for: .accent) == indigo)
    #expect(styles.lightTheme.value(for: .primaryText) == .black)
    #expect(styles.darkTheme.value(for: .primaryText) == .white)
  }

  @Test func theCompiledThemesAreTheTokenFileLoadedAtRunTime() throws {
    // The build plugin compiled Profile.tokens.json into this module; a live reload loads
    // the same file, and must give the same themes.
    let mapping = DesignTokenMapping.generatedTokens
    for base in [Theme.light, .dark] {
      let loaded = try mapping.loadTheme(
        contentsOfFile: ExampleStyleFiles.sources.tokensPath, named: "Profile", extending: base)
      #expect(loaded.diagnostics.isEmpty)
      #expect(loaded.unmappedPaths.isEmpty)
      #expect(mapping.isEquivalent(Theme.profileTokens(extending: base), to: loaded.theme))
    }
    let follow = try Color(hex: "#5856D6")
    #expect(Theme.profileTokens[.colorBrandFollow] == follow)
  }

  @Test func theUIKitScreenIsStyledByTheSheet() throws {
    let styles = ExampleStyles(files: .sources)
    let controller = ProfileViewController(styles: styles)
    let root = try #require(controller.view.styleRoot)
    root.setNeedsRestyle()
    root.restyleIfNeeded()
    #expect(root.lastError == nil)
    let labels = controller.view.descendants(of: UILabel.self)
    let name = try #require(labels.first { $0.styleClasses == ["name"] })
    #expect(Font(name.font) == .preferred(.title2).weight(.bold))
    #expect(name.numberOfLines == 1)
    let button = try #require(controller.view.descendants(of: UIButton.self).first)
    #expect(button.title(for: .normal) == "Follow")
    #expect(button.title(for: .selected) == "Following")
  }

  @Test func theSwiftUIScreensElementsResolveInTheSchemesTheme() {
    let styles = ExampleStyles(files: .sources)
    for isDark in [false, true] {
      let context = styles.context(isDark: isDark)
      let resolver = ElementResolver(sheet: styles.swiftUISheet, context: context)
      let card = resolver.resolve(Element(.stack, classes: ["card"]), below: nil)
      let name = resolver.resolve(Element(.text, classes: ["name"]), below: card)
      let theme = isDark ? styles.darkTheme : styles.lightTheme
      #expect(card.style.backgroundColor == theme.value(for: .secondaryBackground))
      #expect(card.style.cornerRadius == 16)
      #expect(name.style.foregroundColor == theme.value(for: .primaryText))
    }
  }

  @Test func aSaveOfEitherFileReloadsBothScreensStyles() throws {
    let folder = FileManager.default.temporaryDirectory
      .appending(path: "ExampleScreensTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = ExampleStyleFiles(
      sheetPath: folder.appending(path: "Profile.css").path(),
      tokensPath: folder.appending(path: "Profile.tokens.json").path())
    let sheet = try String(contentsOfFile: ExampleStyleFiles.sources.sheetPath, encoding: .utf8)
    try sheet.write(toFile: files.sheetPath, atomically: true, encoding: .utf8)
    try #"{"dimension": {"$type": "dimension", "radius": {"corner": {"card": {"$value": "4px"}}}}}"#
      .write(toFile: files.tokensPath, atomically: true, encoding: .utf8)

    let styles = ExampleStyles(files: files)
    var reloads = 0
    styles.onReload { reloads += 1 }
    // A file is read once it has stayed the same for a poll; the first read loads the
    // sheet through each vocabulary.
    for _ in 0..<3 { styles.poll() }
    #expect(reloads == 2)
    #expect(styles.lightTheme.value(for: .cardCornerRadius) == 4)
    #expect(styles.darkTheme.value(for: .cardCornerRadius) == 4)

    try (sheet + "\nLabel.name { number-of-lines: 3; }\n")
      .write(toFile: files.sheetPath, atomically: true, encoding: .utf8)
    for _ in 0..<4 { styles.poll() }  // a change is read once the file stays the same
    let controller = ProfileViewController(styles: styles)
    let root = try #require(controller.view.styleRoot)
    root.restyleIfNeeded()
    let name = try #require(
      controller.view.descendants(of: UILabel.self).first { $0.styleClasses == ["name"] })
    #expect(name.numberOfLines == 3)
    #expect(styles.problems == [])
  }
}

extension UIView {
  /// The views below this one of a type, depth first.
  fileprivate func descendants<T: UIView>(of type: T.Type) -> [T] {
    var found: [T] = []
    var pending = subviews
    while let view = pending.popLast() {
      if let match = view as? T { found.append(match) }
      pending += view.subviews
    }
    return found
  }
}
