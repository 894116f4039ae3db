/// Finds the line and column of a byte offset in a source, and the offset of a column.
///
/// A column counts characters (Unicode scalars) from the line's start; a byte order mark
/// that starts the source is not part of its first line, so it is not counted, though
/// offsets still count its bytes. Counting them from
/// the line's start at each lookup would make every diagnostic on the one line of a
/// minified sheet cost the whole line, so the map keeps the number of scalars before every
/// ``stride``th byte: a lookup is a binary search and a count of fewer than ``stride``
/// bytes, whatever the line's length.
package final class LineMap: Sendable {
  private let bytes: [UInt8]
  /// The offset at which each line starts.
  private let lineStarts: [Int]
  /// Whether each line is ASCII only: then a column is an offset, with no counting.
  private let isASCII: [Bool]
  /// The scalars that start before each multiple of ``stride`` bytes.
  private let scalarsBefore: [Int]
  /// The bytes between two counts of ``scalarsBefore``.
  static let stride = 64

  /// Maps a text's bytes, in one pass over them.
  ///
  /// - Parameter bytes: The text's UTF-8 bytes, a byte order mark included.
  /// - Complexity: O(*n*) for *n* bytes.
  package init(_ bytes: [UInt8]) {
    self.bytes = bytes
    let mark = Self.byteOrderMarkLength(of: bytes)
    var starts = [mark]
    var ascii = [true]
    var scalars: [Int] = []
    scalars.reserveCapacity(bytes.count / Self.stride + 1)
    var count = 0
    for (offset, byte) in bytes.enumerated() {
      if offset % Self.stride == 0 { scalars.append(count) }
      if !Self.isContinuation(byte) { count += 1 }
      if offset < mark { continue }
      if byte == UInt8(ascii: "\n") {
        starts.append(offset + 1)
        ascii.append(true)
      } else if byte >= 0x80 {
        ascii[ascii.count - 1] = false
      }
    }
    if bytes.count % Self.stride == 0 { scalars.append(count) }
    lineStarts = starts
    isASCII = ascii
    scalarsBefore = scalars
  }

  /// The position of an offset: its line from 1, and its column from 1 in characters
  /// (Unicode scalars), as an editor counts them.
  ///
  /// - Complexity: O(log *n* + ``stride``) for *n* bytes.
  package func position(of offset: Int) -> TextPosition {
    let offset = clamped(offset)
    let line = lineIndex(of: offset)
    let start = lineStarts[line]
    let column =
      offset < start
      ? 1
      : isASCII[line]
        ? offset - start + 1 : scalars(before: offset) - scalars(before: start) + 1
    return TextPosition(line: line + 1, column: column, offset: offset)
  }

  /// The range between two offsets, as positions; an end before the start is the start.
  ///
  /// - Complexity: O(log *n* + ``stride``) for *n* bytes.
  package func range(_ start: Int, _ end: Int) -> TextRange {
    TextRange(start: position(of: start), end: position(of: max(start, end)))
  }

  /// The offsets at which the line an offset is on starts and ends, without its line break.
  ///
  /// - Complexity: O(log *n*) for *n* bytes.
  func bounds(ofLineAt offset: Int) -> Range<Int> {
    let line = lineIndex(of: clamped(offset))
    let start = lineStarts[line]
    var end = line + 1 < lineStarts.count ? lineStarts[line + 1] - 1 : bytes.count
    if end > start && bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
    return start..<max(start, end)
  }

  /// The characters (Unicode scalars) between two offsets.
  ///
  /// - Complexity: O(log *n* + ``stride``) for *n* bytes.
  func columns(in range: Range<Int>) -> Int {
    scalars(before: clamped(range.upperBound)) - scalars(before: clamped(range.lowerBound))
  }

  /// The offset `count` characters (Unicode scalars) after `offset`, or the source's end.
  ///
  /// - Complexity: O(log *n* + ``stride``) for *n* bytes.
  func offset(advancing count: Int, from offset: Int) -> Int {
    let target = scalars(before: clamped(offset)) + max(0, count)
    var low = 0
    var high = scalarsBefore.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if scalarsBefore[middle] <= target { low = middle } else { high = middle - 1 }
    }
    // The first offset with `target` scalars before it that starts a scalar: within the
    // block found, since the next block starts after more than `target` scalars.
    var result = low * Self.stride
    var before = scalarsBefore[low]
    while result < bytes.count, before < target || Self.isContinuation(bytes[result]) {
      if !Self.isContinuation(bytes[result]) { before += 1 }
      result += 1
    }
    return result
  }

  func text(_ start: Int, _ end: Int) -> String {
    let start = clamped(start)
    return text(start..<min(max(start, end), bytes.count))
  }

  func text(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  private func clamped(_ offset: Int) -> Int { min(max(offset, 0), bytes.count) }

  /// The index of the line an offset is on, from 0.
  private func lineIndex(of offset: Int) -> Int {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// The scalars that start before an offset.
  private func scalars(before offset: Int) -> Int {
    let block = offset / Self.stride
    return bytes[block * Self.stride..<offset].reduce(scalarsBefore[block]) {
      Self.isContinuation($1) ? $0 : $0 + 1
    }
  }

  /// The bytes of the UTF-8 byte order mark (U+FEFF) that starts a source: 3, or 0 if it
  /// has none.
  static func byteOrderMarkLength(of bytes: [UInt8]) -> Int {
    bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
  }

  /// Whether a byte continues a UTF-8 sequence rather than starting a scalar.
  private static func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }
}
