/// What one look at a watched file found: its bytes, or why it could not be read.
enum FileContent: Sendable, Equatable {
  case bytes([UInt8])
  case unreadable(TextFileError)

  /// The bytes as UTF-8 text, or `nil` for an unreadable file.
  var text: String? {
    guard case .bytes(let bytes) = self else { return nil }
    return String(decoding: bytes, as: UTF8.self)
  }
}

/// A file watched by path, poll by poll: a change is handed on once the file has stayed
/// the same for one poll, so that a save written in pieces is read whole and several saves
/// between two polls are read once.
struct WatchedFile: Sendable {
  let path: String
  private var signature: FileSignature?
  /// What the last poll found.
  private var seen: FileContent?
  /// What was last handed on to be loaded.
  private var handedOn: FileContent?

  init(path: String) {
    self.path = path
  }

  /// Looks at the file, and returns what it holds when that has changed since it was last
  /// handed on and has settled; the first look hands it on at once.
  mutating func poll(limit: Int) -> FileContent? {
    let current = look(limit: limit)
    let isSettling = current != seen && handedOn != nil
    seen = current
    guard !isSettling, current != handedOn else { return nil }
    handedOn = current
    return current
  }

  /// The file's content: read again only if `stat` says it may have changed.
  private mutating func look(limit: Int) -> FileContent {
    let current = FileSignature(atPath: path)
    if let seen, let current, current == signature, !current.isRacy { return seen }
    signature = current
    do {
      return .bytes(try FileReader.bytes(atPath: path, limit: limit))
    } catch {
      return .unreadable(error)
    }
  }
}
