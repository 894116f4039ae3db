#if os(Linux)
  internal import Foundation

  @available(watchOS, unavailable)
  extension UITraitCollection {
    /// The traits that dynamic colors resolve against: UIKit sets them to a view's while it
    /// draws, lays out and hears of trait changes, and otherwise they are the app's.
    /// UITraitCollection.h, iPhoneOS17.5.sdk (`currentTraitCollection`); iOS 13,
    /// thread-local. The stub's are a portrait phone's in the light appearance until set, and
    /// a view's while the stub tells it of a trait change.
    @available(iOS 13.0, tvOS 13.0, *)
    public class var current: UITraitCollection {
      get { Thread.current.threadDictionary[currentKey] as? UITraitCollection ?? .standard }
      set { Thread.current.threadDictionary[currentKey] = newValue }
    }

    /// Runs `actions` with this collection as `current`, and puts the previous one back.
    /// UITraitCollection.h, iPhoneOS17.5.sdk (`performAsCurrentTraitCollection:`); iOS 13.
    @available(iOS 13.0, tvOS 13.0, *)
    public func performAsCurrent(_ actions: () -> Void) {
      let previous = Thread.current.threadDictionary[Self.currentKey]
      Thread.current.threadDictionary[Self.currentKey] = self
      defer { Thread.current.threadDictionary[Self.currentKey] = previous }
      actions()
    }

    private static let currentKey = "UITraitCollection.current"
  }
#endif
