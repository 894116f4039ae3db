#if canImport(UIKit) && !os(watchOS)
  import CascadeUIKit

  /// A restyle scheduler that runs the scheduled work only when a test says so, in place of
  /// the next turn of the run loop.
  @MainActor
  final class ManualScheduler {
    private(set) var pending: [@MainActor @Sendable () -> Void] = []

    var scheduler: RestyleScheduler {
      RestyleScheduler { [self] work in pending.append(work) }
    }

    /// Runs the work scheduled so far, as the next turn of the run loop would.
    func runPending() {
      let work = pending
      pending = []
      for item in work { item() }
    }

    /// Runs a turn of the run loop for a tree: UIKit's layout pass, which updates the traits
    /// of the views and the configurations of the buttons that changed in this turn, then the
    /// work scheduled for the next turn.
    func runTurn(layingOut view: UIView) {
      view.layoutIfNeeded()
      runPending()
    }
  }
#endif
