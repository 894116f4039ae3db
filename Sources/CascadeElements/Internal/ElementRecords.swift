import CascadeViews

// An element is styled as a record: a substitute view of its kind, so that the sheet's
// rules select it by the substitute's type and their setters write into it as they write
// into a substitute, with the element's classes and a state that no setter changes.

/// A record of one element: a substitute of its kind, which a sheet styles on its own.
protocol ElementRecord: View {
  init(classes: Set<String>, state: StyleState)
}

final class TextRecord: Label, ElementRecord {
  private let elementState: StyleState
  init(classes: Set<String>, state: StyleState) {
    elementState = state
    super.init()
    styleClasses = classes
  }
  override var styleState: StyleState { elementState }
}

final class StackRecord: StackView, ElementRecord {
  private let elementState: StyleState
  init(classes: Set<String>, state: StyleState) {
    elementState = state
    super.init()
    styleClasses = classes
  }
  override var styleState: StyleState { elementState }
}

final class ButtonRecord: Button, ElementRecord {
  private let elementState: StyleState
  init(classes: Set<String>, state: StyleState) {
    elementState = state
    super.init()
    styleClasses = classes
  }
  override var styleState: StyleState { elementState }
}

final class ImageRecord: ImageView, ElementRecord {
  private let elementState: StyleState
  init(classes: Set<String>, state: StyleState) {
    elementState = state
    super.init()
    styleClasses = classes
  }
  override var styleState: StyleState { elementState }
}

final class TextFieldRecord: TextField, ElementRecord {
  private let elementState: StyleState
  init(classes: Set<String>, state: StyleState) {
    elementState = state
    super.init()
    styleClasses = classes
  }
  override var styleState: StyleState { elementState }
}

final class ViewRecord: View, ElementRecord {
  private let elementState: StyleState
  init(classes: Set<String>, state: StyleState) {
    elementState = state
    super.init()
    styleClasses = classes
  }
  override var styleState: StyleState { elementState }
}

extension Element {
  /// A fresh record of the element, with no margins: SwiftUI has no default padding, so an
  /// edge no rule sets pads nothing, where a substitute or UIKit view has 8 points.
  func makeRecord() -> View {
    let type: any ElementRecord.Type =
      switch kind {
      case .text: TextRecord.self
      case .stack: StackRecord.self
      case .button: ButtonRecord.self
      case .image: ImageRecord.self
      case .textField: TextFieldRecord.self
      case .view: ViewRecord.self
      }
    let record = type.init(classes: classes, state: state)
    record.layoutMargins = EdgeInsets()
    return record
  }
}
