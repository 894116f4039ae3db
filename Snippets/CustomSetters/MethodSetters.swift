// Set what only a method sets, and decide when a write deserves a name or a style of its own.

import CascadeViews

/// A gauge, like UIKit's progress view: its progress and its pulse change through methods.
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
  /// Sets the gauge's progress, without animation.
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
  /// Starts or stops the gauge's pulse: two methods, and no property to write.
  static func pulsing(
    _ isPulsing: Bool, fileID: String = #fileID, line: Int = #line
  ) -> Setter {
    Setter(.named("pulsing"), value: isPulsing, fileID: fileID, line: line) {
      gauge, isPulsing in
      if isPulsing { gauge.startPulsing() } else { gauge.stopPulsing() }
    }
  }
}

let uploading = Style<Gauge> {
  Setter.progress(0.25)
  Setter.pulsing(true)
  Setter(\.tintColor, .green)
  Setter.progress(0.5)  // the later progress wins
}
print(uploading)
// Style<Gauge> (3 setters)
//   pulsing = true (MethodSetters/MethodSetters.swift:46)
//   tintColor = #34C759 (MethodSetters/MethodSetters.swift:47)
//   progress = 0.5 (MethodSetters/MethodSetters.swift:48)

let gauge = Gauge().style(uploading)
print("progress \(gauge.progress), pulsing \(gauge.isPulsing)")  // progress 0.5, pulsing true

// A derived write: the value is changed on its way in. The identity is the text's own, so
// it overrides, and is overridden by, `Setter(\.text, …)`.
extension Setter where Root == Label, Value == String {
  /// Sets the label's text in capitals.
  static func uppercasedText(
    _ text: String, fileID: String = #fileID, line: Int = #line
  ) -> Setter {
    Setter(.keyPath(\Label.text), value: text, fileID: fileID, line: line) { label, text in
      label.text = text.uppercased()
    }
  }
}

let shout = Style<Label> {
  Setter(\.text, "Saved")
  Setter.uppercasedText("Saved")
}
print(shout.count, Label().style(shout).text ?? "")  // 1 SAVED

// One value that decides several properties is a style, not one setter: each property
// keeps its own identity, so a later setter for any of them still wins.
func emphasis(_ isEmphasized: Bool) -> Style<Label> {
  Style<Label> {
    Setter(\.font, isEmphasized ? .headline : .body)
    Setter(\.textColor, isEmphasized ? .black : .gray)
  }
}

let smallEmphasis = Style<Label> {
  emphasis(true)
  Setter(\.font, .footnote.weight(.semibold))
}
print(smallEmphasis)
// Style<Label> (2 setters)
//   textColor = #000000 (MethodSetters/MethodSetters.swift:83)
//   font = footnote (system 13.0 semibold) (MethodSetters/MethodSetters.swift:89)
