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
  /// The design token files and the configuration given with the sheet.
  let otherFiles: [String]
  /// The element, as written: its types may be ones the configuration declares.
  let element: String
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
    otherFiles = arguments.positional.filter { InputFile.kind(of: $0) != .sheet }
    for path in otherFiles where InputFile.kind(of: path) == nil {
      throw UsageError(InputFile.unknownKind(path))
    }
    self.element = element
    isDark = arguments.flags.contains("dark")
  }

  /// Prints the sheet's problems, then the explanation; exit 1 if the sheet has an error.
  func run(output: inout ToolOutput) throws(UsageError) -> ToolExitStatus {
    let inputs = try ToolInputs(paths: otherFiles)
    let element = try ElementDescription(element, kinds: inputs.configuration.viewKinds)
    inputs.configuration.problems.flatMap(\.lines).forEach { output.print($0) }
    let text = try InputFile(path: sheet).text
    let loaded = inputs.vocabulary.load(text, named: sheet)
    loaded.diagnostics.flatMap { inputs.configuration.naming(Problem($0, file: sheet)).lines }
      .forEach { output.print($0) }
    let (root, leaf) = element.build(kinds: inputs.configuration.viewKinds)
    let context: StyleContext = isDark ? .dark : .light
    do {
      try loaded.stylesheet.apply(to: root, in: context)
    } catch {
      output.print("\(sheet): warning: \(error)")
    }
    output.print(Self.heading(element, isDark: isDark))
    let explanation = loaded.stylesheet.explanation(for: leaf, in: context).description
    output.print(inputs.configuration.naming(explanation))
    let failed = loaded.hasErrors || !inputs.configuration.problems.isEmpty
    return failed ? .problemsFound : .success
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
  ///
  /// - Parameter kinds: The types the description was read with.
  func build(kinds: [String: ViewKind] = ViewKind.standard) -> (root: View, leaf: View) {
    let views = parts.map { part in
      let view = kinds[part.type]?.make() ?? View()
      view.styleClasses = Set(part.classes)
      let state = part.states.compactMap { Self.states[$0] }
      if !state.isEmpty { view.fixedStyleState = StyleState(state) }
      return view
    }
    for (parent, child) in zip(views, views.dropFirst()) { parent.addSubview(child) }
    return (views[0], views[views.count - 1])
  }
}
