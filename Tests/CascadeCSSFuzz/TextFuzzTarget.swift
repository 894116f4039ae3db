#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// libFuzzer's entry point: checks the text the bytes make, and on a failure prints it and
/// aborts, so that libFuzzer keeps the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  guard let failure = TextSheetCheck.failure(of: bytes) else { return 0 }
  // Straight to standard error, unbuffered, so that the abort cannot lose it.
  let text = Array("Text sheet check failed: \(failure)\n".utf8)
  _ = text.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
  abort()
}
