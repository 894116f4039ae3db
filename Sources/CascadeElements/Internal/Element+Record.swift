import CascadeViews

extension Element {
  /// A fresh record of the element: a substitute view of its kind, so that the sheet's
  /// rules select it by the substitute's type and their setters write into it as they write
  /// into any substitute, with the element's classes and a state that no setter changes.
  ///
  /// It has no margins: SwiftUI has no default padding, so an edge no rule sets pads
  /// nothing, where a substitute or UIKit view has 8 points.
  func makeRecord() -> View {
    let record: View =
      switch kind {
      case .text: Label()
      case .stack: StackView()
      case .button: Button()
      case .image: ImageView()
      case .textField: TextField()
      case .view: View()
      }
    record.styleClasses = classes
    record.fixedStyleState = state
    record.layoutMargins = EdgeInsets()
    return record
  }
}
