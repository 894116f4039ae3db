import Cascade

/// A whole number written as a Swift type, so that each view type and each keyword set that
/// a configuration declares gets a Swift type of its own at run time.
///
/// The cascade tells types apart by their Swift type, and a sheet's `Card { … }` must not
/// style a `Label` inside the card; the tool cannot compile the app's own classes, so each
/// declared name gets a generic class specialised at a number no other declaration has.
/// The number is written in binary, `SlotOne`, `SlotTwice<N>` and `SlotTwicePlusOne<N>`, so
/// a type nests only as deep as the number has binary digits.
protocol SlotNumber: SendableMetatype {
  /// The number the type writes.
  static var value: Int { get }
}

/// 1.
enum SlotOne: SlotNumber {
  static var value: Int { 1 }
}

/// 2 × `N`.
enum SlotTwice<N: SlotNumber>: SlotNumber {
  static var value: Int { 2 * N.value }
}

/// 2 × `N` + 1.
enum SlotTwicePlusOne<N: SlotNumber>: SlotNumber {
  static var value: Int { 2 * N.value + 1 }
}

/// Hands out numbers no declaration has had in this process, and keeps what each keyword
/// set's number accepts.
enum Slots {
  private static let state = Lock((next: 1, keywords: [Int: [String]]()))

  /// A number never handed out before, as a type.
  static func fresh() -> any SlotNumber.Type {
    type(
      of: state.withLock { state in
        defer { state.next += 1 }
        return state.next
      })
  }

  /// A fresh number whose keyword type, ``DeclaredKeyword``, accepts `keywords`.
  static func fresh(keywords: [String]) -> any SlotNumber.Type {
    let number = state.withLock { state in
      defer { state.next += 1 }
      state.keywords[state.next] = keywords
      return state.next
    }
    return type(of: number)
  }

  /// The keywords that the keyword type of `number` accepts.
  static func keywords(of number: Int) -> [String] {
    state.withLock { $0.keywords[number] ?? [] }
  }

  /// The type that writes `number`, which is at least 1.
  ///
  /// - Complexity: O(log *n*).
  static func type(of number: Int) -> any SlotNumber.Type {
    var digits: [Bool] = []
    var rest = max(number, 1)
    while rest > 1 {
      digits.append(rest % 2 == 1)
      rest /= 2
    }
    var type: any SlotNumber.Type = SlotOne.self
    for digit in digits.reversed() { type = digit ? twicePlusOne(type) : twice(type) }
    return type
  }

  private static func twice<N: SlotNumber>(_: N.Type) -> any SlotNumber.Type { SlotTwice<N>.self }

  private static func twicePlusOne<N: SlotNumber>(_: N.Type) -> any SlotNumber.Type {
    SlotTwicePlusOne<N>.self
  }
}
