import Cascade
import CascadeCSS
import CascadeViews

/// The values compared for each view, by the names the comparison gives them.
enum ComparedProperty: String, CaseIterable, Sendable, Codable {
  case opacity, radius, background, padding
}

/// One view's compared values, each as numbers: opacity; the corner radius; the background
/// as red, green and blue from 0 to 255 and alpha from 0 to 1; padding top, right, bottom,
/// left.
typealias ComparedValues = [ComparedProperty: [Double]]

/// A case styled in light and in dark: each view's values, and what the sheet reported.
struct StyledCase {
  /// The values by scheme (0 light, 1 dark), then by view.
  var values: [[ComparedValues]]
  var codes: Set<TextDiagnostic.Code> = []
  /// What the sheet loaded and reported.
  var sheet: CSSStylesheet?
}

/// Styles cases with Cascade: the substitute views of each case's tree, the sheet loaded
/// through the standard vocabulary and applied in the light and dark contexts.
enum CascadeSide {
  /// The substitute type of each type name a case uses; computed, as a dictionary of
  /// metatypes of a non-`Sendable` protocol cannot be a shared constant.
  static var typesByName: [String: any Stylable.Type] {
    [
      "View": View.self, "Label": Label.self, "Button": Button.self,
      "StackView": StackView.self, "ImageView": ImageView.self, "TextField": TextField.self,
    ]
  }

  static func style(_ browserCase: BrowserCase) -> StyledCase {
    let sheet = StyleVocabulary.standard.load(browserCase.sheet, named: "case.css")
    var styled = StyledCase(values: [])
    styled.codes = Set(sheet.diagnostics.map(\.code))
    styled.sheet = sheet
    for context in [StyleContext.light, .dark] {
      let views = makeTree(browserCase.nodes)
      // A token with no value is a thrown error after every other property is applied;
      // what was applied is what is compared.
      try? sheet.stylesheet.apply(to: views[0], in: context)
      styled.values.append(views.map(values(of:)))
    }
    return styled
  }

  /// The views of a tree, each with CSS's initial value of every compared property as its
  /// own, so that the value Cascade restores is the one a browser starts from.
  static func makeTree(_ nodes: [BrowserCase.Node]) -> [View] {
    var views: [View] = []
    for node in nodes {
      let view = make(typesByName[node.type] ?? View.self)
      view.styleClasses = Set(node.classes)
      view.layoutMargins = .zero
      if let parent = node.parent { views[parent].addSubview(view) }
      views.append(view)
    }
    return views
  }

  private static func make(_ type: any Stylable.Type) -> View {
    switch type {
    case is Label.Type: Label()
    case is Button.Type: Button()
    case is StackView.Type: StackView(arrangedSubviews: [])
    case is ImageView.Type: ImageView(imageName: "")
    case is TextField.Type: TextField()
    default: View()
    }
  }

  static func values(of view: View) -> ComparedValues {
    let background = view.backgroundColor.map {
      [$0.red * 255, $0.green * 255, $0.blue * 255, $0.opacity]
    }
    let margins = view.layoutMargins
    return [
      .opacity: [view.alpha], .radius: [view.cornerRadius],
      .background: background ?? [0, 0, 0, 0],
      .padding: [margins.top, margins.trailing, margins.bottom, margins.leading],
    ]
  }

  /// A selector's type depth, as the engine ranks it.
  static func typeDepth(of name: String) -> Int {
    guard let type = typesByName[name] else { return 0 }
    return depth(of: type)
  }

  private static func depth<Root: Stylable>(of type: Root.Type) -> Int {
    StyleSelector(Root.self).specificityCounts.typeDepth
  }

  /// The names of a type and of every compared type derived from it.
  static func typeAndSubtypes(of name: String) -> [String] {
    guard let type = typesByName[name] else { return [name] }
    return typesByName.keys.sorted().filter { other in
      typesByName[other].map { isType($0, derivedFrom: type) } ?? false
    }
  }

  private static func isType<Root: Stylable>(
    _ other: any Stylable.Type, derivedFrom type: Root.Type
  ) -> Bool {
    other is Root.Type
  }
}
