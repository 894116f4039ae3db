import Cascade

extension Token where Value == String {
  static let greeting = Token("greeting", default: "Hello")
  static let farewell = Token("farewell")
}

extension Token where Value == Int {
  static let lines = Token("lines")
}

enum DensityKey: TraitKey {
  static let defaultValue = Density.regular
}

enum Density: Hashable, Sendable {
  case compact, regular
}

extension Traits {
  var density: Density {
    get { self[DensityKey.self] }
    set { self[DensityKey.self] = newValue }
  }
}

enum Themes {
  static let base = Theme(name: "Base") { theme in
    theme[.greeting] = "Hi"
    theme[.lines] = 2
  }
  static let brand = Theme(name: "Brand", extending: base) { theme in
    theme[.lines] = 3
  }
}
