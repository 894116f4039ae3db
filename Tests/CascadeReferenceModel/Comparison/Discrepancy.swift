/// One way the engine and the model disagree: an object's property, or the source an
/// explanation gives for it.
struct Discrepancy: Sendable, CustomStringConvertible {
  /// The object, as ``ReferenceModel/describe(_:)`` names it.
  let object: String
  /// The property, or `source of` a property in an explanation.
  let property: String
  let engine: String
  let model: String
  /// How the model came to its value, or other context.
  let note: String

  /// `object: property is X in the engine, Y in the model (note)`.
  var description: String {
    "\(object): \(property) is \(engine) in the engine, \(model) in the model"
      + (note.isEmpty ? "" : " (\(note))")
  }
}
