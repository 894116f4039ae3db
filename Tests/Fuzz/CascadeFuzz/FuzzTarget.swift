import CascadeReferenceModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// libFuzzer's entry point: runs the case the bytes describe, and on any disagreement
/// between the engine and the reference model prints it and aborts, so that libFuzzer keeps
/// the input as a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  var choices = ByteChoices(bytes)
  guard let mismatch = FuzzFeatures.differential.check(using: &choices) else { return 0 }
  var report = ["Cascade disagrees with the reference model: \(mismatch)"]
  report += mismatch.discrepancies.dropFirst().prefix(10).map { "  \($0)" }
  report += ["The case:"] + mismatch.transcript.map { "  \($0)" }
  // Straight to standard error, unbuffered, so that the abort cannot lose it.
  let text = Array((report.joined(separator: "\n") + "\n").utf8)
  _ = text.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
  abort()
}
