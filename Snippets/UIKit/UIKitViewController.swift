// A view controller names its view a style root when the view loads, and forwards trait
// changes below iOS 17.

// snippet.hide
// swift-format-ignore
#if canImport(UIKit) && !os(watchOS)
import CascadeUIKit
import CascadeViews  // the substitutes' Color, which prints what UIKit holds

let css = """
  View { background-color: var(--secondary-background); }
  Label { color: var(--primary-text); }
  """
// snippet.show
final class ProfileViewController: UIViewController {
  private var styleRoot: StyleRoot?

  override func viewDidLoad() {
    super.viewDidLoad()
    let sheet = StyleVocabulary.uiKit.load(css, named: "profile.css").stylesheet
    styleRoot = StyleRoot(view, stylesheet: sheet, lightTheme: .light, darkTheme: .dark)
  }

  // Below iOS 17 only the view controller hears of trait changes.
  override func traitCollectionDidChange(_ previous: UITraitCollection?) {
    super.traitCollectionDidChange(previous)
    styleRoot?.traitCollectionDidChange(previous)
  }
}
// snippet.hide
// The view loads when it is first read; the root's first restyle runs on the next turn.
let controller = ProfileViewController()
let name = UILabel()
controller.view.addSubview(name)
await Task { @MainActor in }.value
print(controller.view.backgroundColor.map { Color($0) } ?? .clear, Color(name.textColor))
// #F2F2F7 #000000
#else
print("UIKit is not available on this platform.")
#endif
