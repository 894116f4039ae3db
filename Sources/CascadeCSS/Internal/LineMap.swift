/// Finds the line and column of a byte offset in a source.
final class LineMap: Sendable {
  private let bytes: [UInt8]
  /// The offset at which each line starts.
  private let lineStarts: [Int]
  /// Whether each line is ASCII only: then a column is an offset, with no counting.
  private let isASCII: [Bool]

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    var starts = [0]
    var ascii = [true]
    for (offset, byte) in bytes.enumerated() {
      if byte == UInt8(ascii: "\n") {
        starts.append(offset + 1)
        ascii.append(true)
      } else if byte >= 0x80 {
        ascii[ascii.count - 1] = false
      }
    }
    lineStarts = starts
    isASCII = ascii
  }

  /// The position of an offset: its line from 1, and its column from 1 in characters
  /// (Unicode scalars), as an editor counts them.
  func position(of offset: Int) -> TextPosition {
    let offset = min(max(offset, 0), bytes.count)
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    let start = lineStarts[low]
    let column =
      isASCII[low]
      ? offset - start + 1 : bytes[start..<offset].reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
    return TextPosition(line: low + 1, column: column, offset: offset)
  }

  func range(_ start: Int, _ end: Int) -> SourceRange {
    SourceRange(start: position(of: start), end: position(of: max(start, end)))
  }

  /// The text of the line an offset is on, without its line break.
  func line(at offset: Int) -> String {
    let number = position(of: offset).line
    let start = lineStarts[number - 1]
    var end = number < lineStarts.count ? lineStarts[number] - 1 : bytes.count
    if end > start && bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
    return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
  }

  func text(_ start: Int, _ end: Int) -> String {
    let start = min(max(start, 0), bytes.count)
    return String(decoding: bytes[start..<min(max(start, end), bytes.count)], as: UTF8.self)
  }
}
