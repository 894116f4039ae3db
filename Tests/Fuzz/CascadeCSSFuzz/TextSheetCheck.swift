import CascadeCSS
import CascadeViews

/// What the fuzzer checks of any text: loading it ends without a crash, every diagnostic
/// points inside the text, the loaded sheet applies to a tree, and what loaded prints back
/// as text that loads, without an error, to an equal sheet.
enum TextSheetCheck {
  /// Limits smaller than the defaults, so that each input is quick.
  static let limits: TextLimits = {
    var limits = TextLimits.standard
    limits.maximumBytes = 64 * 1024
    limits.maximumDiagnostics = 100
    return limits
  }()

  /// Why the text fails the check, or `nil` if it passes.
  static func failure(of bytes: [UInt8]) -> String? {
    let text = String(decoding: bytes, as: UTF8.self)
    let vocabulary = StyleVocabulary.standard
    let loaded = vocabulary.load(text, named: "fuzz.css", limits: limits)
    let length = text.utf8.count
    for diagnostic in loaded.diagnostics {
      let range = diagnostic.range
      guard range.start.line >= 1, range.start.column >= 1, range.start <= range.end,
        range.end.offset <= length
      else { return "a diagnostic points outside the text: \(diagnostic) at \(range)" }
    }
    _ = loaded.formattedDiagnostics
    applyToTree(loaded)
    let printed = loaded.cssText
    let reloaded = vocabulary.load(printed, named: "fuzz.css", limits: .standard)
    // A warning prints back as written (an unknown token's `var()` keeps its fallback), so
    // the printed sheet may have warnings, but never an error.
    guard !reloaded.hasErrors else {
      return "the printed sheet does not load cleanly:\n\(reloaded.formattedDiagnostics)"
        + "\nprinted:\n\(printed)"
    }
    guard reloaded == loaded else {
      return "the printed sheet loads to another sheet:\nprinted:\n\(printed)\n"
        + "reprinted:\n\(reloaded.cssText)"
    }
    return nil
  }

  /// Applies the sheet to a small tree of every substitute view, under both themes and
  /// large text; a missing token is an answer, not a failure.
  private static func applyToTree(_ loaded: CSSStylesheet) {
    let root = View()
    root.styleClasses = ["card"]
    let stack = StackView()
    stack.styleClasses = ["stats"]
    let title = Label()
    title.text = "Title"
    title.styleClasses = ["title", "name"]
    let button = Button()
    button.styleClasses = ["primary"]
    button.isHighlighted = true
    root.addSubview(stack)
    stack.addArrangedSubview(title)
    stack.addArrangedSubview(button)
    root.addSubview(TextField())
    root.addSubview(ImageView(imageName: "avatar"))
    for theme in [Theme.light, .dark] {
      var traits = Traits()
      traits.contentSizeCategory = .accessibilityExtraExtraExtraLarge
      traits.colorScheme = theme.name == Theme.dark.name ? .dark : .light
      _ = try? loaded.stylesheet.apply(to: root, in: StyleContext(theme: theme, traits: traits))
    }
  }
}
