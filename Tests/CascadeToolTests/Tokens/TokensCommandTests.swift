import CascadeCSS
import CascadeTool
import CascadeViews
import Foundation
import Testing

@Suite struct TokensCommandTests {
  private static let files = [
    Fixtures.path("Brand.tokens.json"), Fixtures.path("Brand.dark.tokens.json"),
  ]

  /// Runs `cascade tokens` on the fixtures into a fresh folder; its text.
  private func generate(_ extra: [String] = []) throws -> (ToolExitStatus, ToolOutput, String?) {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    var output = ToolOutput()
    let status = CascadeCommandLine.run(
      ["tokens", "--output", folder.path] + extra + Self.files, output: &output)
    return (status, output, try? folder.read("DesignTokens.swift"))
  }

  @Test func generatedSourceIsTheGoldenFileThatTheseTestsCompile() throws {
    let (status, output, text) = try generate()
    #expect(status == .success, "\(output.standardOutput)\(output.standardError)")
    let generated = try #require(text)
    if ProcessInfo.processInfo.environment["CASCADE_WRITE_GOLDEN"] == "1" {
      try Data(generated.utf8).write(to: URL(fileURLWithPath: Fixtures.generatedSource))
    }
    let golden = try String(contentsOfFile: Fixtures.generatedSource, encoding: .utf8)
    #expect(
      generated == golden,
      "the generated source changed; CASCADE_WRITE_GOLDEN=1 rewrites the golden file")
  }

  @Test func deprecatedTokenIsADeprecatedConstantThatTheGeneratedCodeNamesByItsName() throws {
    let text = try #require(try generate().2)
    #expect(
      text.contains(
        """
          @available(*, deprecated, message: "Use color.brand.primary.")
          static let colorBrandAccent = Token<CascadeViews.Color>("colorBrandAccent")
        """))
    // The theme and the registrations make the token by name, so that the generated code
    // compiles without warnings; a use of the constant in an app is what warns.
    #expect(text.contains("theme[Token<CascadeViews.Color>(\"colorBrandAccent\")] = "))
    #expect(!text.contains("Token<CascadeViews.Color>.colorBrandAccent"))
  }

  @Test func sameFilesGiveTheSameBytes() throws {
    let first = try generate().2
    let second = try generate().2
    #expect(first != nil)
    #expect(first == second)
  }

  @Test func generatedThemeIsTheThemeLoadedFromTheFileAtRunTime() throws {
    let mapping = DesignTokenMapping.generatedTokens
    let light = try mapping.loadTheme(
      contentsOfFile: Fixtures.path("Brand.tokens.json"), named: "Brand")
    let dark = try mapping.loadTheme(
      contentsOfFile: Fixtures.path("Brand.dark.tokens.json"), named: "Brand.dark",
      extending: light.theme)
    // The one deprecated token is mapped, as the generated constant is declared: loading
    // warns of it, as a use does.
    #expect(light.diagnostics.map(\.code) == [.deprecatedToken])
    #expect(light.unmappedPaths.isEmpty)
    #expect(mapping.isEquivalent(Theme.brandTokens, to: light.theme))
    #expect(mapping.isEquivalent(Theme.brandDarkTokens, to: dark.theme))
    #expect(Theme.brandDarkTokens.parent?.name == "Brand")
    let primary = Theme.brandTokens[Token<CascadeViews.Color>.colorBrandPrimary]
    #expect(try primary == Color(hex: "#FF2D55"))
  }

  @Test func generatedThemeGoesOverAnotherAsTheFileLoadedOverItDoes() throws {
    let mapping = DesignTokenMapping.generatedTokens
    let loaded = try mapping.loadTheme(
      contentsOfFile: Fixtures.path("Brand.tokens.json"), named: "Brand", extending: .dark)
    let generated = Theme.brandTokens(extending: .dark)
    #expect(generated.parent?.name == Theme.dark.name)
    #expect(mapping.isEquivalent(generated, to: loaded.theme))
    // Beneath the file's values, the dark theme's.
    #expect(generated.value(for: .secondaryText) == Theme.dark.value(for: .secondaryText))
    #expect(generated.value(for: .primaryText) == Theme.brandTokens[.primaryText])
  }

  @Test func anyVocabularyCanTakeTheGeneratedTokens() {
    var vocabulary = StyleVocabulary(base: View.self)
    vocabulary.register(Label.self)
    vocabulary.register("color", \Label.textColor)
    let sheet = vocabulary.addingGeneratedTokens().load(
      "Label { color: var(--color-brand-primary); }", named: "Card.css")
    #expect(sheet.diagnostics.isEmpty, "\(sheet.formattedDiagnostics)")
    #expect(
      vocabulary.load("Label { color: var(--color-brand-primary); }", named: "C.css").hasErrors)
  }

  @Test func sheetsReadTheGeneratedTokensUnderTheNamesLintChecks() {
    let sheet = StyleVocabulary.generatedTokens.load(
      "Label { color: var(--color-brand-primary); font: var(--font-title); }", named: "Card.css")
    #expect(sheet.diagnostics.isEmpty, "\(sheet.formattedDiagnostics)")
  }

  @Test(arguments: [false, true])
  func generatedSourceTypeChecksWithoutWarningsInSwift6(isPublic: Bool) throws {
    let (_, _, text) = try generate(isPublic ? ["--public"] : [])
    let (status, diagnostics) = try Self.typeCheck(try #require(text))
    #expect(status == 0, "\(diagnostics)")
    #expect(diagnostics.isEmpty, "\(diagnostics)")
  }

  @Test func namesWithLineBreaksAndInheritedTokensGiveSourceThatTypeChecks() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    // A line break in a name would end the doc comment that quotes it, and what follows
    // would be code.
    let file = try folder.write(
      "Odd.tokens.json",
      ##"{"c": {"$type": "color", "a\nb": {"$value": "#FF0000"}, "##
        + ##""d\r\nstatic let x = 1": {"$value": "#00FF00"}}, "e": {"$extends": "{c}"}}"##)
    let (status, output) = folder.run("tokens", "--output", folder.path + "/out", file)
    #expect(status == .success, "\(output.standardOutput)\(output.standardError)")
    let text = try folder.read("out/DesignTokens.swift")
    #expect(text.contains("  /// `e.a b`, in `Odd.tokens.json`.\n"))
    #expect(text.contains("  /// Inherited from `c.a b` through `$extends`.\n"))
    let (checked, diagnostics) = try Self.typeCheck(text)
    #expect(checked == 0, "\(diagnostics)")
    #expect(diagnostics.isEmpty, "\(diagnostics)")
  }

  /// Type-checks generated source in Swift 6 mode, warnings as errors, against the built
  /// modules: the exit status and what the compiler printed.
  private static func typeCheck(_ text: String) throws -> (Int32, String) {
    let modules = try #require(Fixtures.builtModules, "no built CascadeViews module found")
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let file = try folder.write("DesignTokens.swift", text)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swiftc", "-typecheck", "-swift-version", "6", "-warnings-as-errors",
      "-enable-upcoming-feature", "ExistentialAny", "-enable-upcoming-feature",
      "MemberImportVisibility", "-enable-upcoming-feature", "InternalImportsByDefault",
      "-I", modules, file,
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let diagnostics = String(
      decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, diagnostics)
  }

  @Test func fileWithAnErrorWritesNothing() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let broken = try folder.write(
      "Broken.tokens.json", ##"{"color": {"$type": "color", "a": {"$value": "#GG0000"}}}"##)
    let (status, output) = folder.run("tokens", "--output", folder.path + "/out", broken)
    #expect(status == .problemsFound)
    #expect(output.standardOutput.hasPrefix("\(broken):1:"), "\(output.standardOutput)")
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/out/DesignTokens.swift"))
  }

  @Test func tokensNeedsAnOutputFolderAndTokenFiles() {
    var output = ToolOutput()
    #expect(CascadeCommandLine.run(["tokens", "a.tokens.json"], output: &output) == .usageError)
    #expect(
      CascadeCommandLine.run(["tokens", "--output", "x", "a.txt"], output: &output) == .usageError)
  }

  @Test func sheetsGivenWithTheFilesAreLintedAgainstThemAndAnErrorWritesNothing() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let good = try folder.write("Good.css", "Label { color: var(--color-brand-primary); }\n")
    let bad = try folder.write("Bad.css", "Label {\n  colr: var(--color-brand-primary);\n}\n")
    let brand = Fixtures.path("Brand.tokens.json")
    let built = folder.run("tokens", "--output", folder.path + "/good", brand, good)
    #expect(built.status == .success, "\(built.output.standardOutput)")
    #expect(built.output.standardOutput.isEmpty)
    let failed = folder.run("tokens", "--output", folder.path + "/bad", brand, bad)
    #expect(failed.status == .problemsFound)
    #expect(
      failed.output.standardOutput.hasPrefix(
        "\(bad):2:3: error: unknown property `colr` [unknownProperty]"))
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/bad/DesignTokens.swift"))
  }

  @Test func valueNoInitializerMakesExactlyIsAnErrorNotAnApproximation() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let odd = try folder.write(
      "Odd.tokens.json",
      ##"{"font": {"$type": "typography", "$value": {"fontFamily": "Avenir", "fontSize": "17px", "fontWeight": 600, "textStyle": "headline"}}}"##
    )
    let (status, output) = folder.run("tokens", "--output", folder.path + "/out", odd)
    #expect(status == .problemsFound)
    #expect(output.standardOutput.hasPrefix("\(odd):1:44: error: the value of token `font`"))
    #expect(output.standardOutput.contains("[unwritableValue]"))
  }
}
