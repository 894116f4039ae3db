// A read closure lets a stylesheet put back what a custom setter overwrote.

import CascadeViews

// snippet.hide
/// The gauge of `swift run MethodSetters`.
final class Gauge: View {
  private(set) var progress = 0.0
  private(set) var isPulsing = false

  func setProgress(_ progress: Double, animated: Bool) {
    self.progress = min(max(progress, 0), 1)
  }

  func startPulsing() { isPulsing = true }
  func stopPulsing() { isPulsing = false }
}

extension Setter where Root == Gauge, Value == Double {
  static func progress(
    _ progress: Double, fileID: String = #fileID, line: Int = #line
  ) -> Setter {
    Setter(
      .keyPath(\Gauge.progress), value: progress, fileID: fileID, line: line,
      read: { $0.progress }
    ) { gauge, progress in
      gauge.setProgress(progress, animated: false)
    }
  }
}

extension Setter where Root == Gauge, Value == Bool {
  static func pulsing(
    _ isPulsing: Bool, fileID: String = #fileID, line: Int = #line
  ) -> Setter {
    Setter(.named("pulsing"), value: isPulsing, fileID: fileID, line: line) {
      gauge, isPulsing in
      if isPulsing { gauge.startPulsing() } else { gauge.stopPulsing() }
    }
  }
}
// snippet.show
let sheet = Stylesheet("Uploads") {
  Rule(Gauge.self, classes: ["busy"]) {
    Setter.progress(0.1)  // made with `read`: put back when the rule stops matching
    Setter.pulsing(true)  // made without: left as the rule set it
  }
}

let gauge = Gauge()
gauge.setProgress(0.8, animated: false)
gauge.styleClasses = ["busy"]
try sheet.apply(to: gauge)
print("busy: progress \(gauge.progress), pulsing \(gauge.isPulsing)")
// busy: progress 0.1, pulsing true

gauge.styleClasses = []
try sheet.apply(to: gauge)
print("idle: progress \(gauge.progress), pulsing \(gauge.isPulsing)")
// idle: progress 0.8, pulsing true

// A style can capture what it would overwrite, and put it back, the same way.
let full = Style<Gauge> { Setter.progress(1) }
let before = full.capturingCurrentValues(of: gauge)
full.apply(to: gauge)
before.apply(to: gauge)
print("restored: progress \(gauge.progress)")  // restored: progress 0.8
