/// Choices read from bytes, such as a fuzzer's input: a byte per choice of up to 256, two
/// for more. Past the end every choice is 0, and the source is exhausted.
///
/// ```swift
/// var choices = ByteChoices([3, 1, 4, 1, 5])
/// choices.choose(below: 2)  // 1
/// ```
///
/// A small change to the bytes makes a small change to the case, which is what a fuzzer's
/// mutations and minimization need.
public struct ByteChoices: ChoiceSource, Sendable {
  private let bytes: [UInt8]
  private var position = 0

  /// Creates choices from bytes.
  ///
  /// - Parameter bytes: The bytes, read in order.
  public init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The next byte, or two, modulo `count`.
  ///
  /// - Parameter count: How many choices there are; at least 1.
  /// - Returns: The choice.
  public mutating func choose(below count: Int) -> Int {
    guard count > 1 else { return 0 }
    var value = Int(nextByte())
    if count > 256 { value = value << 8 | Int(nextByte()) }
    return value % count
  }

  /// Whether every byte has been read.
  public var isExhausted: Bool { position >= bytes.count }

  private mutating func nextByte() -> UInt8 {
    guard position < bytes.count else { return 0 }
    defer { position += 1 }
    return bytes[position]
  }
}
