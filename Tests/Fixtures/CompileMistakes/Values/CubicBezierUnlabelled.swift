// A cubic Bézier's four numbers written as CSS writes them, without Swift's labels.
// expect-first-error: 5:24: missing argument labels 'x1:y1:x2:y2:' in call
import CascadeViews

let curve = CubicBezier(0.25, 0.1, 0.25, 1)
