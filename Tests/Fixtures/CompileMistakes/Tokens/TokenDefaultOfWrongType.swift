// A token whose default is of another type.
// expect-first-error: 6:53: cannot convert value of type 'Int' to expected argument type 'Color'
import CascadeViews

extension Token<Color> {
  static let brand = Token<Color>("brand", default: 3)
}
