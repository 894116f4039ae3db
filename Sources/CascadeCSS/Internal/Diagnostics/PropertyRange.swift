/// The values CSS gives one of its own properties, kept whatever Swift type a vocabulary
/// reads the property as: CSS's own property names keep CSS's value ranges.
///
/// Value types are shared (`opacity` and `border-radius` are both `Double`), so a range
/// belongs to the property, by its CSS name, in every vocabulary; the type reads the value
/// first, and the range then checks it.
struct PropertyRange {
  /// What CSS takes.
  enum Kind {
    /// `opacity`: a number or a percentage, `50%` being 0.5, clamped to 0...1 as CSS
    /// computes it; a unit is an error.
    case alpha
    /// Lengths that cannot be negative: `border-radius`, `padding`, `gap`, `border`'s
    /// width.
    case nonNegativeLengths
    /// `box-shadow`: its blur, the third length, cannot be negative; its offsets and
    /// spread can.
    case nonNegativeBlur
  }

  /// The property's CSS name.
  let property: String
  let kind: Kind

  /// The range of the property of this CSS name; `nil` where CSS gives it none here.
  init?(property name: String) {
    switch name {
    case "opacity": kind = .alpha
    case "border-radius", "padding", "gap", "border": kind = .nonNegativeLengths
    case "box-shadow": kind = .nonNegativeBlur
    default: return nil
    }
    property = name
  }

  /// Reads the value where the range reads values of this type itself, `opacity` as a
  /// `Double`; `nil`, with nothing read, where the type reads it.
  func read(
    _ type: any CSSRepresentable.Type, from input: inout CSSValueParser
  ) throws(CSSValueError) -> (any CSSRepresentable)? {
    guard kind == .alpha, type == Double.self else { return nil }
    return try input.consumeAlpha()
  }

  /// Checks a value that its type has read: each length at its top level that CSS takes
  /// only as 0 or more must be.
  ///
  /// - Throws: ``CSSValueError`` at the first negative length the range does not allow.
  /// - Complexity: O(*n*) in the value's tokens.
  func check(_ tokens: ArraySlice<CSSToken>, in source: LineMap) throws(CSSValueError) {
    guard let index = firstNegativeLength(in: tokens) else { return }
    let token = tokens[index]
    let what = kind == .nonNegativeBlur ? "blur" : "length"
    throw CSSValueError(
      expected: "a \(what) of 0 or more", found: "`\(source.text(token.start, token.end))`",
      message: "`\(property)` takes no negative \(what)", start: token.start, end: token.end)
  }

  /// The index of the first negative number, dimension or percentage outside any function
  /// that the range does not allow to be negative, counting lengths in a row as
  /// `box-shadow`'s offsets, blur and spread are.
  private func firstNegativeLength(in tokens: ArraySlice<CSSToken>) -> Int? {
    guard kind != .alpha else { return nil }
    var depth = 0
    var inRow = 0
    for index in tokens.indices {
      switch tokens[index].kind {
      case .whitespace: continue
      case .number(let value, _) where depth == 0, .dimension(let value, _) where depth == 0,
        .percentage(let value) where depth == 0:
        inRow += 1
        if value < 0, kind == .nonNegativeLengths || inRow == 3 { return index }
        continue
      case .function, .openParen: depth += 1
      case .closeParen: depth = max(depth - 1, 0)
      default: break
      }
      inRow = 0
    }
    return nil
  }
}

extension CSSValueParser {
  /// Reads `opacity` as CSS does: a number or a percentage (`50%` is 0.5), clamped to
  /// 0...1 as CSS computes it. A number with a unit is an error, with the number alone as
  /// the suggestion.
  mutating func consumeAlpha() throws(CSSValueError) -> Double {
    let expected = "a number or a percentage (`0.5`, `50%`)"
    let next = nextToken?.kind
    if case .percentage? = next {
      return Self.clampedAlpha(try consumePercentage(expected: expected) / 100)
    }
    do throws(CSSValueError) {
      return Self.clampedAlpha(try consumeNumber(expected: expected))
    } catch {
      guard case .dimension(let value, _)? = next, value.isFinite else { throw error }
      throw CSSValueError(
        expected: error.expected, found: error.found, suggestion: value.cssText,
        message: error.message, start: error.start, end: error.end)
    }
  }

  /// An alpha clamped to 0...1, with no negative zero to print as `-0`.
  private static func clampedAlpha(_ value: Double) -> Double {
    value <= 0 ? 0 : min(value, 1)
  }
}
