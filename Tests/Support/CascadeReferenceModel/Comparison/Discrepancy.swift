/// One way the engine and an oracle disagree: an object's property, or the source an
/// explanation gives for it.
struct Discrepancy: Sendable, CustomStringConvertible {
  /// The object, as ``ReferenceModel/describe(_:)`` names it.
  let object: String
  /// The property, or `source of` a property in an explanation.
  let property: String
  let engine: String
  /// The oracle's value.
  let model: String
  /// How the oracle came to its value, or other context.
  let note: String
  /// What the engine is compared with: the reference model, the engine restyling
  /// everything, or the engine on a fresh copy of the world.
  var oracle = "the model"

  /// `object: property is X in the engine, Y in the model (note)`.
  var description: String {
    "\(object): \(property) is \(engine) in the engine, \(model) in \(oracle)"
      + (note.isEmpty ? "" : " (\(note))")
  }
}
