#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// libFuzzer's entry point: checks the text the bytes make, and on a failure prints it and
/// aborts, so that libFuzzer keeps the input. Input that starts with `{` is a design token
/// file, and the `cascade` tool's configuration; anything else, a text sheet.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  guard let failure = FuzzInput.failure(of: bytes) else { return 0 }
  // Straight to standard error, unbuffered, so that the abort cannot lose it.
  let text = Array("Check failed: \(failure)\n".utf8)
  _ = text.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
  abort()
}

/// Which check an input takes: one harness, so that one corpus and one run cover both
/// readers, and a mutation can cross from one to the other.
enum FuzzInput {
  /// A design token file, or a configuration, starts with `{`, after a byte order mark if it
  /// has one.
  static func failure(of bytes: [UInt8]) -> String? {
    let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    guard bytes.count > start, bytes[start] == UInt8(ascii: "{") else {
      return TextSheetCheck.failure(of: bytes)
    }
    return TokenFileCheck.failure(of: bytes) ?? ConfigurationCheck.failure(of: bytes)
  }
}
