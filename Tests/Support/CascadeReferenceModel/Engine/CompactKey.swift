import Cascade

/// The trait that the `compact` condition reads.
enum CompactKey: TraitKey {
  static let defaultValue = false
}
