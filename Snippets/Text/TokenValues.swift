// A 2025.10 token file with the newer types: color objects in any space, layered shadows,
// dashed borders, and the durations, curves and transitions an app animates with.

import CascadeViews

// snippet.hide
let motionFile = """
  {
    "color": {
      "$type": "color",
      "brand": { "$value": { "colorSpace": "oklch", "components": [0.63, 0.15, 250] } },
      "ink": { "$value": { "colorSpace": "hsl", "components": ["none", 0, 10], "alpha": 0.9 } }
    },
    "elevation": {
      "$type": "shadow",
      "card": {
        "$value": [
          { "color": "{color.ink}", "offsetX": { "value": 0, "unit": "px" },
            "offsetY": { "value": 1, "unit": "px" }, "blur": { "value": 2, "unit": "px" },
            "spread": { "value": 0, "unit": "px" } },
          { "color": "{color.ink}", "offsetX": { "value": 0, "unit": "px" },
            "offsetY": { "value": 8, "unit": "px" }, "blur": { "value": 24, "unit": "px" },
            "spread": { "value": -4, "unit": "px" } }
        ]
      }
    },
    "focus": {
      "$type": "border",
      "ring": { "$value": { "color": "{color.brand}", "width": { "value": 2, "unit": "px" },
        "style": { "dashArray": [{ "value": 4, "unit": "px" }, { "value": 2, "unit": "px" }],
          "lineCap": "round" } } }
    },
    "motion": {
      "quick": { "$type": "duration", "$value": { "value": 150, "unit": "ms" } },
      "decelerate": { "$type": "cubicBezier", "$value": [0, 0, 0.58, 1] },
      "appear": {
        "$type": "transition",
        "$value": { "duration": "{motion.quick}", "delay": { "value": 0, "unit": "ms" },
          "timingFunction": "{motion.decelerate}" }
      }
    }
  }
  """
// snippet.show
// Each Swift token names its path; every type of the format has a Swift value.
let brand = Token<Color>("brand")
let card = Token<Shadow>("card")
let ring = Token<Border>("ring")
let appear = Token<TransitionTiming>("appear")
var mapping = DesignTokenMapping()
mapping.map(brand, to: "color.brand")
mapping.map(card, to: "elevation.card")
mapping.map(ring, to: "focus.ring")
mapping.map(appear, to: "motion.appear")
let loaded = mapping.loadTheme(motionFile, named: "Brand")

// An oklch color, converted to sRGB by the formulas of CSS Color 4.
print(loaded.theme[brand]?.hexString ?? "")  // #338DDF
// Two shadow layers, the first on top; a CALayer casts the first.
print(loaded.theme[card]?.layers.count ?? 0)  // 2
// A dashed border: the HTML preview draws it dashed.
print(loaded.theme[ring]?.description ?? "")  // 2.0 #338DDF dashes [4.0, 2.0] round
// A transition an app hands to its animations, in seconds and control points.
if let timing = loaded.theme[appear] {
  print(timing.duration.seconds, timing.timingFunction)  // 0.15 cubic-bezier(0, 0, 0.58, 1)
}

// And back to 2025.10: color objects, dimension objects, lists of layers.
print(mapping.jsonText(of: loaded.theme))
