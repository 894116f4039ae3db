import Cascade

/// The trait that adaptive blocks branch on and the `dark` condition reads.
enum DarkKey: TraitKey {
  static let defaultValue = false
}
