/// A cascade key's name and number, shared by every entry for the same property.
///
/// The number lives as long as some entry holds the key: when the last one goes (its
/// stylesheet and every object's record of it are gone), the name leaves the table and its
/// number is free again. Sheets read from text, or reloaded while an app runs, make keys at
/// run time, so a table that only grew would grow without end.
final class PropertyKey: Sendable {
  /// The property, by name: the same for a setter of `\View.alpha` and of `\Label.alpha`.
  let name: String
  /// A number no other living key has: compared where the name's string would be.
  let number: Int

  fileprivate init(name: String, number: Int) {
    self.name = name
    self.number = number
  }

  deinit { PropertyNumbers.release(name: name, number: number) }
}

/// The living cascade keys, one per name.
enum PropertyNumbers {
  private struct Table {
    var keys: [String: Reference] = [:]
    var freeNumbers: [Int] = []
    var nextNumber = 0
  }

  /// A key the table does not keep alive.
  private struct Reference {
    weak var key: PropertyKey?
    let number: Int
  }

  private static let table = Lock(Table())

  /// The key for a name: the living one if there is one, else a new one.
  static func key(for name: String) -> PropertyKey {
    table.withLock { table in
      if let key = table.keys[name]?.key { return key }
      let number = table.freeNumbers.popLast() ?? table.nextNumber
      if number == table.nextNumber { table.nextNumber += 1 }
      let key = PropertyKey(name: name, number: number)
      table.keys[name] = Reference(key: key, number: number)
      return key
    }
  }

  /// Frees a key's number. A key for the same name made while this one was being released
  /// has a number of its own and stays in the table.
  fileprivate static func release(name: String, number: Int) {
    table.withLock { table in
      if table.keys[name]?.number == number { table.keys[name] = nil }
      table.freeNumbers.append(number)
    }
  }

  /// How many keys are alive, and how many numbers have ever been handed out: both stay
  /// bounded while sheets are made and dropped.
  static var counts: (living: Int, numbers: Int) {
    table.withLock { ($0.keys.count, $0.nextNumber) }
  }
}
