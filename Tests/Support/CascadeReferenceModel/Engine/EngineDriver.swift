import Cascade

/// The engine's side of a case: real objects and stylesheets, changed as the model's world
/// is, numbered alike.
struct EngineDriver {
  /// Every object ever made, by number; the root is 0.
  private(set) var objects: [Box] = []
  /// The description of every rule of every sheet made so far.
  private(set) var ruleDescriptions: [RuleID: String] = [:]
  private var theme = 0
  private var traits = TraitsSpec()
  /// Each sheet made once, so that applying it again finds its match cache warm.
  private var sheets: [SheetSpec: Stylesheet] = [:]
  /// How each application restyles: what changed, or, for a twin that checks the
  /// engine's passing by of clean objects, everything.
  let restyling: Restyling

  /// A world of no objects yet, whose applications restyle as `restyling` says.
  init(restyling: Restyling = .changed) {
    self.restyling = restyling
  }

  /// The context sheets are applied and explained in.
  var context: StyleContext {
    StyleContext(theme: EngineValues.themes[theme], traits: EngineValues.traits(traits))
  }

  /// Makes an object, numbered next, under its spec's parent.
  mutating func add(_ spec: ObjectSpec) {
    let object = spec.kind == .tag ? Tag(values: spec.original) : Box(values: spec.original)
    object.styleClasses = spec.classes
    object.styleState = EngineValues.state(spec.states)
    object.styleTraits = spec.traits.map(EngineValues.traits)
    if let parent = spec.parent { objects[parent].add(object) }
    objects.append(object)
  }

  /// Makes a mutation; returns what went wrong, if anything did.
  mutating func perform(_ mutation: Mutation) -> [String] {
    switch mutation {
    case .nothing: break
    case .toggleClass(let object, let name):
      if objects[object].styleClasses.remove(name) == nil {
        objects[object].styleClasses.insert(name)
      }
    case .toggleState(let object, let flag):
      objects[object].styleState.formSymmetricDifference(EngineValues.state([flag]))
    case .setObjectTraits(let object, let traits):
      objects[object].styleTraits = traits.map(EngineValues.traits)
    case .setContextTraits(let traits): self.traits = traits
    case .switchTheme(let theme): self.theme = theme
    case .move(let object, let parent): objects[parent].add(objects[object])
    case .remove(let object): objects[object].removeFromParent()
    case .add(let specs): for spec in specs { add(spec) }
    case .setInline(let object, let setters): setInlineStyle(setters, of: objects[object])
    case .apply(let sheet, let root):
      do {
        try stylesheet(sheet).apply(to: objects[root], in: context, restyling: restyling)
      } catch {
        return ["applying \(sheet.name) v\(sheet.version) threw: \(error)"]
      }
    case .applyInContext(let sheet, let root, let theme, let traits):
      let context = StyleContext(
        theme: EngineValues.themes[theme], traits: EngineValues.traits(traits))
      do {
        try stylesheet(sheet).apply(to: objects[root], in: context, restyling: restyling)
      } catch {
        return ["applying \(sheet.name) v\(sheet.version) in another context threw: \(error)"]
      }
    case .removeSheet(let sheet, let root):
      do {
        try stylesheet(sheet).remove(from: objects[root], in: context)
      } catch {
        return ["removing \(sheet.name) v\(sheet.version) threw: \(error)"]
      }
    }
    return []
  }

  /// The explanation of an object's styling by a sheet applied before, in the current
  /// context; `nil` for a sheet never applied.
  func explanation(of sheet: SheetSpec, for object: Int) -> StyleExplanation? {
    sheets[sheet]?.explanation(for: objects[object], in: context)
  }

  /// The engine's sheet for a description, made on first use.
  private mutating func stylesheet(_ spec: SheetSpec) -> Stylesheet {
    if let sheet = sheets[spec] { return sheet }
    let (sheet, descriptions) = EngineSheets.stylesheet(spec)
    ruleDescriptions.merge(descriptions) { $1 }
    sheets[spec] = sheet
    return sheet
  }

  /// Sets an inline style for the object's own type.
  private func setInlineStyle(_ setters: [SetterSpec], of object: Box) {
    if let tag = object as? Tag {
      tag.setInlineStyle(StyleMaker.tag.style(setters))
    } else {
      object.setInlineStyle(StyleMaker.box.style(setters))
    }
  }
}
