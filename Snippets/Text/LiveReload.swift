// A sheet file reloaded as it is saved: what changed is written, what the file no longer
// sets is restored, and a broken save keeps the last good sheet.

import CascadeViews

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// snippet.hide
let path = "/tmp/cascade-live-reload-\(getpid()).css"
/// Saves the sheet file, as an editor does.
func save(_ text: String) {
  let file = fopen(path, "w")
  fputs(text, file)
  fclose(file)
}
let screen = View()
let title = Label()
title.styleClasses = ["title"]
screen.addSubview(title)
// snippet.show
save("Label.title { font: headline; number-of-lines: 2; }")

let reloader = StylesheetReloader(
  sheetAt: path, vocabulary: .standard, styling: screen, in: .light)
reloader.onProblem = { problem in print(problem) }
reloader.poll()  // the first poll loads the sheet and styles the tree
print(title.numberOfLines)  // 2

// A save shows once the file has stayed the same for one poll.
save("Label.title { font: headline; }")
reloader.poll()
reloader.poll()
print(title.numberOfLines)  // 1: restored, as the file no longer sets it

// A broken save is reported; the last good sheet stays in force.
save("Label.title { font: headlin; }")
reloader.poll()
reloader.poll()
// cascade-live-reload-….css:1:21: error: invalid value for `font`: … `headline`?
print(title.font)  // still the headline font

// In an app, the reloader polls on the main actor until it is stopped.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
@MainActor func watch() async {
  reloader.start(every: .milliseconds(250))
  await reloader.stop()
}
if #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) {
  await watch()
}
// snippet.hide
unlink(path)
