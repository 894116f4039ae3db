// Named colors, opacity and hex strings: parse a brand color, and see why a bad one fails.

import CascadeViews

let palette: [(String, Color)] = [
  ("red", .red), ("orange", .orange), ("yellow", .yellow), ("green", .green),
  ("mint", .mint), ("teal", .teal), ("cyan", .cyan), ("blue", .blue),
  ("indigo", .indigo), ("purple", .purple), ("pink", .pink), ("brown", .brown),
]
for (name, color) in palette {
  print("\(name): \(color)")  // a color describes itself as its hex string
}

let scrim = Color.black.opacity(0.4)
print("scrim: \(scrim.hexString), opacity \(scrim.opacity)")

do {
  let brand = try Color(hex: "#5E5CE6")
  let tint = try Color(hex: "f80")  // short form, no '#'
  print("brand: \(brand), tint: \(tint), brand at 50%: \(brand.opacity(0.5))")
  print("round trip: \(try Color(hex: brand.hexString) == brand)")
} catch {
  print(error)
}

for input in ["#12345", "#12G456", " #FFFFFF"] {
  do {
    _ = try Color(hex: input)
  } catch {
    print(error)  // typed: Color.HexError, which names the input and what is wrong
  }
}
