import Cascade
import CascadeCSS
import Scaling

/// Design token files as the scaling tests read them: under limits that report every
/// problem of a large file, so that what is measured is the work and the text, not the cap
/// on diagnostics.
enum TokenFileScaling {
  static let unbounded: TextLimits = {
    var limits = TextLimits.standard
    limits.maximumBytes = .max
    limits.maximumDiagnostics = .max
    return limits
  }()

  /// `text`, read as a token file.
  static func file(_ text: String, limits: TextLimits = unbounded) -> DesignTokenFile {
    DesignTokenFile(parsing: text, named: "t.tokens.json", limits: limits)
  }

  /// The steps and bytes that reading the file `text(n)` takes at `n`, 2`n` and 4`n`.
  static func growth(from n: Int, of text: (Int) -> String) -> Growth {
    Growth(from: n) { size in WorkCounter.steps { _ = file(text(size)) } }
  }
}
