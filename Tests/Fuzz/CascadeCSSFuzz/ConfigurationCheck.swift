import CascadeCSS
import CascadeTool
import CascadeViews

/// What the fuzzer checks of the `cascade` tool's configuration, `cascade.json`, for any JSON
/// input: reading it ends without a crash, every problem points inside the text, and the
/// vocabulary it makes reads a sheet that uses every type and property it declares, with
/// the messages naming the declared types, in time linear in the text.
enum ConfigurationCheck {
  /// Values of every kind a declared property takes, right and wrong.
  private static let values = ["red", "none", "2", "1.5", "true", "flat", "\"x\"", "var(--accent)"]

  /// Why the text fails the check, or `nil` if it passes.
  static func failure(of bytes: some Collection<UInt8>) -> String? {
    let text = String(decoding: bytes, as: UTF8.self)
    let configuration = ToolConfiguration(parsing: text, named: "cascade.json")
    let length = text.utf8.count
    for problem in configuration.problems {
      let range = problem.range
      guard range.start.line >= 1, range.start.column >= 1, range.start <= range.end,
        range.end.offset <= length
      else { return "a configuration problem points outside the text: \(problem.message)" }
    }
    var vocabulary = StyleVocabulary.standard
    configuration.register(in: &vocabulary)
    // A rule for each declared type that sets each declared property, and a rule of
    // `View` too: a property may be declared on a substitute only.
    var sheet = ""
    for type in configuration.typeNames.prefix(16) + ["View", "Label"] {
      sheet += "\(type) {"
      for (index, property) in configuration.propertyNames.prefix(16).enumerated() {
        sheet += " \(property): \(values[index % values.count]);"
      }
      sheet += " }\n"
    }
    let loaded = vocabulary.load(sheet, named: "Declared.css", limits: TextSheetCheck.limits)
    for diagnostic in loaded.diagnostics {
      let named = configuration.naming(diagnostic.message + diagnostic.notes.joined())
      guard !named.contains("DeclaredView<"), !named.contains("DeclaredLabel<") else {
        return "a message names a declared type by its Swift name: \(named)"
      }
    }
    _ = configuration.naming(text)
    return nil
  }
}
