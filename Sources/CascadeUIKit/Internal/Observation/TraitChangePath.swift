#if canImport(UIKit) && !os(watchOS)
  internal import Foundation

  /// Which of UIKit's ways to hear of trait changes the module takes: from iOS 17, trait
  /// change registration on every styled view and `updateTraitsIfNeeded()` before a
  /// restyle; below it, neither, and the app forwards `traitCollectionDidChange(_:)`.
  @MainActor
  package enum TraitChangePath {
    /// Whether the module takes its iOS 15–16 path where iOS 17's trait API exists. For
    /// tests only: on Linux, where `#available` always holds, this is how that path runs.
    /// It starts as the environment variable `CASCADE_UIKIT_TRAIT_PATH=ios15` says, so that
    /// the whole suite can run on that path, and a test may set it; on Apple platforms it
    /// starts `false`, and the system's version decides.
    package static var takesPathBeforeiOS17 = startsBeforeiOS17

    /// Whether the process was started to take the iOS 15–16 path.
    private static var startsBeforeiOS17: Bool {
      #if os(Linux)
        ProcessInfo.processInfo.environment["CASCADE_UIKIT_TRAIT_PATH"] == "ios15"
      #else
        false
      #endif
    }
  }
#endif
