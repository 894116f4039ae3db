/// One line of the report: a variant of a workload, its timing and, for a measured
/// variant, its ratio to the workload's baseline and the target it must meet.
struct Row {
  let workload: String
  let variant: String
  let measurement: Measurement?
  var ratio: Double?
  var target: Target?
  var note: String?

  init(
    _ workload: String, _ variant: String, _ measurement: Measurement?, ratio: Double? = nil,
    target: Target? = nil, note: String? = nil
  ) {
    self.workload = workload
    self.variant = variant
    self.measurement = measurement
    self.ratio = ratio
    self.target = target
    self.note = note
  }

  /// The check that re-applying what a view already has changed no property.
  static func noChanges(_ workload: String, changes: Int) -> Row {
    Row(
      workload, "property changes on re-application", nil, target: .check(changes == 0),
      note: "\(changes) changes")
  }

  /// Whether the ratio (or, without one, the note's check) meets the target.
  var isMet: Bool? {
    guard let target else { return nil }
    return target.isMet(by: ratio ?? 0)
  }
}

/// A bound on a ratio, or a check with a verdict of its own.
enum Target {
  case atMost(Double)
  case check(Bool)

  func isMet(by ratio: Double) -> Bool {
    switch self {
    case .atMost(let bound): ratio <= bound
    case .check(let passed): passed
    }
  }

  var description: String {
    switch self {
    case .atMost(let bound): "≤ \(format(bound, digits: 2))×"
    case .check: "check"
    }
  }
}

/// Fixed-point text for a number, without Foundation.
func format(_ value: Double, digits: Int) -> String {
  guard value.isFinite else { return "\(value)" }
  var scale = 1.0
  for _ in 0..<digits { scale *= 10 }
  let scaled = Int(value * scale + (value < 0 ? -0.5 : 0.5))
  let whole = abs(scaled) / Int(scale)
  let fraction = String(abs(scaled) % Int(scale))
  let padded = String(repeating: "0", count: max(0, digits - fraction.count)) + fraction
  return (scaled < 0 ? "-" : "") + "\(whole)" + (digits > 0 ? "." + padded : "")
}

/// Prints rows as an aligned table or as JSON.
enum Printer {
  static func table(_ rows: [Row]) {
    var workload = ""
    for row in rows {
      if row.workload != workload {
        workload = row.workload
        print("\n\(workload)")
      }
      var line = "  " + pad(row.variant, 34)
      if let measurement = row.measurement {
        line += pad(format(measurement.median, digits: 1) + " ns", 14)
        line += pad("min " + format(measurement.minimum, digits: 1), 14)
      }
      if let ratio = row.ratio { line += pad(format(ratio, digits: 2) + "×", 9) }
      if let target = row.target, let isMet = row.isMet {
        line += "target \(target.description): " + (isMet ? "met" : "MISSED")
      }
      if let note = row.note { line += "  " + note }
      print(line)
    }
  }

  static func json(_ rows: [Row]) {
    let objects = rows.map { row -> String in
      var fields = [
        "\"workload\": \(quoted(row.workload))", "\"variant\": \(quoted(row.variant))",
      ]
      if let measurement = row.measurement {
        fields.append("\"medianNanoseconds\": \(measurement.median)")
        fields.append("\"minimumNanoseconds\": \(measurement.minimum)")
      }
      if let ratio = row.ratio { fields.append("\"ratio\": \(ratio)") }
      if let target = row.target { fields.append("\"target\": \(quoted(target.description))") }
      if let isMet = row.isMet { fields.append("\"met\": \(isMet)") }
      if let note = row.note { fields.append("\"note\": \(quoted(note))") }
      return "  {" + fields.joined(separator: ", ") + "}"
    }
    print("[\n" + objects.joined(separator: ",\n") + "\n]")
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(1, width - text.count))
  }

  private static func quoted(_ text: String) -> String {
    "\"" + String(text.flatMap { $0 == "\"" || $0 == "\\" ? ["\\", $0] : [$0] }) + "\""
  }
}
