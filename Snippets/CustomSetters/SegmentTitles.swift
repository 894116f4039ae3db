// A setter per segment: a key path qualified by the segment's index, written through a method.

import CascadeViews

/// A segmented control, as UIKit's: a title for each segment, set through a method.
final class SegmentedControl: View {
  private(set) var titles: [Int: String] = [:]

  func setTitle(_ title: String?, forSegmentAt index: Int) {
    titles[index] = title
  }

  func titleForSegment(at index: Int) -> String? {
    titles[index]
  }
}

extension Setter where Root == SegmentedControl, Value == String? {
  /// Sets the title of one segment.
  static func title(
    _ title: String?, forSegmentAt index: Int, fileID: String = #fileID, line: Int = #line
  ) -> Setter {
    Setter(
      .keyPath(\SegmentedControl.titles, qualifier: index), value: title,
      fileID: fileID, line: line, read: { $0.titleForSegment(at: index) }
    ) { control, title in
      control.setTitle(title, forSegmentAt: index)
    }
  }
}

extension Style where Root == SegmentedControl {
  /// Sets the title of one segment, as a modifier.
  func title(
    _ title: String?, forSegmentAt index: Int, fileID: String = #fileID, line: Int = #line
  ) -> Style {
    setting(Setter.title(title, forSegmentAt: index, fileID: fileID, line: line))
  }
}

let periods = Style<SegmentedControl> {
  Setter.title("Day", forSegmentAt: 0)
  Setter.title("Week", forSegmentAt: 1)
  Setter.title("Month", forSegmentAt: 2)
  Setter(\.tintColor, .indigo)
}

// Each segment's title is its own identity: overriding one leaves the others.
let initials = Style<SegmentedControl>(extending: periods) {
  Setter.title("D", forSegmentAt: 0)
}.title("W", forSegmentAt: 1)
print(initials)
// Style<SegmentedControl> (4 setters)
//   titles[2] = "Month" (SegmentTitles/SegmentTitles.swift:44)
//   tintColor = #5856D6 (SegmentTitles/SegmentTitles.swift:45)
//   titles[0] = "D" (SegmentTitles/SegmentTitles.swift:50)
//   titles[1] = "W" (SegmentTitles/SegmentTitles.swift:51)

let control = SegmentedControl()
initials.apply(to: control)
print((0..<3).map { control.titleForSegment(at: $0) ?? "-" })  // ["D", "W", "Month"]
