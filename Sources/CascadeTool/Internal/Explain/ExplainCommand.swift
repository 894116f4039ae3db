import Cascade
import CascadeCSS
import CascadeViews

/// `cascade explain SHEET --element 'View.card > Label.title:highlighted' [--dark]`: applies
/// a sheet to the element described, and prints what each property resolves to, from which
/// rule, declared where, overriding which others: the library's `StyleExplanation`.
struct ExplainCommand {
  static let name = "explain"
  static let flags: Set<String> = ["dark"]
  static let options: Set<String> = ["element"]

  let sheet: String
  let tokenFiles: [String]
  let element: ElementDescription
  let isDark: Bool

  init(_ arguments: ParsedArguments) throws(UsageError) {
    let sheets = arguments.positional.filter { InputFile.kind(of: $0) == .sheet }
    guard sheets.count == 1 else {
      throw UsageError("`cascade explain` needs one sheet (.css); see `cascade explain --help`")
    }
    guard let element = arguments.options["element"] else {
      throw UsageError("`cascade explain` needs `--element`, as `--element 'Label.title'`")
    }
    sheet = sheets[0]
    tokenFiles = arguments.positional.filter { InputFile.kind(of: $0) != .sheet }
    self.element = try ElementDescription(element)
    isDark = arguments.flags.contains("dark")
  }

  /// Prints the sheet's problems, then the explanation; exit 1 if the sheet has an error.
  func run(output: inout ToolOutput) throws(UsageError) -> ToolExitStatus {
    var tokens: [(path: String, file: DesignTokenFile)] = []
    for path in tokenFiles {
      let file = try InputFile(path: path)
      guard file.kind == .tokens else { throw UsageError("`\(path)` is not a token file") }
      tokens.append((path, DesignTokenFile(parsing: file.text, named: path)))
    }
    let text = try InputFile(path: sheet).text
    let loaded = FileTokens(tokens).vocabulary.load(text, named: sheet)
    loaded.diagnostics.flatMap { Problem($0, file: sheet).lines }.forEach { output.print($0) }
    let (root, leaf) = element.build()
    let context: StyleContext = isDark ? .dark : .light
    do {
      try loaded.stylesheet.apply(to: root, in: context)
    } catch {
      output.print("\(sheet): warning: \(error)")
    }
    output.print(Self.heading(element, isDark: isDark))
    output.print(loaded.stylesheet.explanation(for: leaf, in: context).description)
    return loaded.hasErrors ? .problemsFound : .success
  }

  private static func heading(_ element: ElementDescription, isDark: Bool) -> String {
    let chain = element.parts.map { part in
      part.type + part.classes.map { "." + $0 }.joined() + part.states.map { ":" + $0 }.joined()
    }
    return chain.joined(separator: " > ") + (isDark ? " (dark)" : " (light)")
  }
}

extension ElementDescription {
  /// The chain as views, each the child of the one before; the outermost and the element.
  func build() -> (root: View, leaf: View) {
    let views = parts.map { part in
      let view = (Self.types[part.type] ?? { View() })()
      view.styleClasses = Set(part.classes)
      let state = part.states.compactMap { Self.states[$0] }
      if !state.isEmpty { view.fixedStyleState = StyleState(state) }
      return view
    }
    for (parent, child) in zip(views, views.dropFirst()) { parent.addSubview(child) }
    return (views[0], views[views.count - 1])
  }
}
