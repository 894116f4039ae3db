// A `do`-`catch` in a block.
// expect-first-error: 7:3: closure containing control flow statement cannot be used with result builder 'StyleBuilder'
import CascadeViews

func lines() throws -> Int { 2 }
let style = Style<Label> {
  do {
    Setter(\.numberOfLines, try lines())
  } catch {}
}
