#if canImport(UIKit) && !os(watchOS)
  internal import Foundation

  /// Notification observations that end when this object is released.
  final class NotificationObservations {
    private var tokens: [any NSObjectProtocol] = []

    /// Calls `action` on the main actor after each notification named `name`.
    func observe(_ name: Notification.Name, _ action: @escaping @MainActor @Sendable () -> Void) {
      tokens.append(
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in
          Task { @MainActor in action() }
        })
    }

    deinit {
      for token in tokens { NotificationCenter.default.removeObserver(token) }
    }
  }
#endif
