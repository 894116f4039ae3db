// A reloader that styles no tree: it keeps a sheet file's last good save, and the theme,
// current for views that read them, as a SwiftUI screen's do.

import CascadeViews

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// snippet.hide
let path = "/tmp/cascade-sheet-without-tree-\(getpid()).css"
/// Saves the sheet file, as an editor does.
func save(_ text: String) {
  let file = fopen(path, "w")
  fputs(text, file)
  fclose(file)
}
// snippet.show
save("Label.title { font: headline; }")

let reloader = StylesheetReloader(sheetAt: path, vocabulary: .standard, in: .light)
reloader.onReload = { sheet in print("reloaded", sheet.rules.count, "rule(s)") }
print(reloader.sheet == nil)  // true: it reads nothing until the first poll
reloader.poll()  // reloaded 1 rule(s)
print(reloader.sheet?.cssText ?? "", terminator: "")
// Label.title {
//   font: headline;
// }

// A save shows once the file has stayed the same for one poll: two polls, no waiting.
save("Label.title { font: headline; }\nLabel.caption { color: var(--secondary-text); }")
reloader.poll()
reloader.poll()  // reloaded 2 rule(s)
print(reloader.sheet?.cssText ?? "", terminator: "")
// Label.title {
//   font: headline;
// }
// Label.caption {
//   color: var(--secondary-text);
// }

// What reads the sheet applies it itself, in the reloader's theme.
// snippet.hide
let caption = Label()
caption.styleClasses = ["caption"]
// snippet.show
try reloader.sheet?.stylesheet.apply(to: caption, in: StyleContext(theme: reloader.theme))
print(caption.textColor.cssText)  // #3c3c4399: the light theme's secondary text
// snippet.hide
unlink(path)
