// Style a UIKit screen from a text sheet: classes on plain views, a root that restyles.

// snippet.hide
// swift-format-ignore
#if canImport(UIKit) && !os(watchOS)
// snippet.show
import CascadeUIKit
import CascadeViews  // the substitutes' Color and Font, which print what UIKit holds

// The sheet the substitutes' tests use styles UIKit's own views: `Label` is `UILabel` here.
let css = """
  View.card { background-color: var(--secondary-background); border-radius: 12px; }
  Label.title { font: headline; color: var(--primary-text); }
  Button { title: "Follow"; title-selected: "Following"; title-color: white; }
  Button:highlighted { opacity: 0.6; }
  @media (prefers-color-scheme: dark) { Label.title { color: white; } }
  """
let loaded = StyleVocabulary.uiKit.load(css, named: "screen.css")
print(loaded.diagnostics.isEmpty ? "sheet loaded" : loaded.formattedDiagnostics)
// sheet loaded

// Plain UIKit views, no subclass: style classes are kept beside each view.
let card = UIView()
card.styleClasses = ["card"]
let title = UILabel()
title.styleClasses = ["title"]
let follow = UIButton()
card.addSubview(title)
card.addSubview(follow)

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
// The root restyles its tree once per turn of the run loop, after any change.
let root = StyleRoot(card, stylesheet: loaded.stylesheet, scheduler: scheduler)
turns.run()
print(Font(title.font), Color(title.textColor), follow.title(for: .normal) ?? "")
// headline (system 17.0 semibold) #000000 Follow

if #available(iOS 17, tvOS 17, *) {
  card.traitOverrides.userInterfaceStyle = .dark  // a trait change restyles
  root.restyleIfNeeded()  // now, not next turn: it brings the traits up to date first
  print(Color(title.textColor), root.restyleCount)
  // #FFFFFF 2
}

follow.isSelected = true
follow.setNeedsRestyle()  // a state set in code asks for it
turns.run()
print(follow.title(for: .selected) ?? "", root.restyleCount)
// Following 3
// snippet.hide
#else
print("UIKit is not available on this platform.")
#endif
