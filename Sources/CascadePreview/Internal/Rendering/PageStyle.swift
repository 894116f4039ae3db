/// The page's fixed style sheet, a rule a line: the layout of the figures and what every
/// view element shares. Everything a view's properties decide is inline on its element.
enum PageStyle {
  static let rules: [StaticString] = [
    "body { margin: 0; padding: 24px; background-color: rgb(229, 229, 234); font-family: system-ui, -apple-system, \"Helvetica Neue\", sans-serif; }",
    ".cascade-title { margin: 0 0 16px; font-size: 20px; font-weight: 600; color: rgb(0, 0, 0); }",
    ".cascade-page { display: flex; flex-wrap: wrap; align-items: flex-start; gap: 24px; }",
    ".cascade-rendering { box-sizing: border-box; margin: 0; padding: 24px; border-radius: 16px; }",
    ".cascade-caption { margin-top: 16px; font-size: 13px; text-align: center; opacity: 0.7; }",
    ".cascade-view { box-sizing: border-box; position: relative; margin: 0; min-width: 0; min-height: 0; }",
    ".cascade-image-name, .cascade-content-mode { display: block; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; max-width: 100%; }",
    "[data-subclass]::after { content: attr(data-subclass); position: absolute; top: -8px; right: -4px; padding: 0 4px; border-radius: 4px; background-color: rgb(255, 204, 0); color: rgb(0, 0, 0); font: 9px/14px ui-monospace, monospace; opacity: 0.9; }",
  ]
}
