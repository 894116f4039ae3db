// A UIKit control of the app's own reports its own state to stylesheets.

// snippet.hide
// swift-format-ignore
#if canImport(UIKit) && !os(watchOS)
// snippet.show
import CascadeUIKit
import CascadeViews  // the substitutes' Color, which prints what UIKit holds

// Every UIView already takes part in stylesheets: a subclass adds its own state and classes.
final class ToggleCard: UIControl, CustomStylable {
  var isOn = false {
    didSet { if isOn != oldValue { setNeedsRestyle() } }  // the root restyles next turn
  }
  var customStyleState: StyleState { isOn ? .selected : [] }
  var customStyleClasses: Set<String> { ["toggle-card"] }
}

let css = """
  View.toggle-card { background-color: white; }
  View.toggle-card:selected { background-color: var(--accent); }
  """
let sheet = StyleVocabulary.uiKit.load(css, named: "toggle.css").stylesheet
// snippet.hide
// Runs scheduled restyles when the snippet says so, in place of the run loop's next turn.
@MainActor final class Turns {
  var pending: [@MainActor @Sendable () -> Void] = []
  func run() {
    let work = pending
    pending = []
    for item in work { item() }
  }
}
let turns = Turns()
let scheduler = RestyleScheduler { [turns] work in turns.pending.append(work) }
// snippet.show
let card = ToggleCard()
let root = StyleRoot(card, stylesheet: sheet, scheduler: scheduler)
turns.run()
print(card.styleClasses, card.backgroundColor.map { Color($0) } ?? .clear)
// ["toggle-card"] #FFFFFF

card.isOn = true
turns.run()
print(card.styleState, card.backgroundColor.map { Color($0) } ?? .clear, root.restyleCount)
// selected #007AFF 2
// snippet.hide
#else
print("UIKit is not available on this platform.")
#endif
