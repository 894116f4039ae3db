import Cascade

/// A type with fifty properties, for the cost of building a fifty-setter style.
final class Wide {
  var p00 = 0.0
  var p01 = 0.0
  var p02 = 0.0
  var p03 = 0.0
  var p04 = 0.0
  var p05 = 0.0
  var p06 = 0.0
  var p07 = 0.0
  var p08 = 0.0
  var p09 = 0.0
  var p10 = 0.0
  var p11 = 0.0
  var p12 = 0.0
  var p13 = 0.0
  var p14 = 0.0
  var p15 = 0.0
  var p16 = 0.0
  var p17 = 0.0
  var p18 = 0.0
  var p19 = 0.0
  var p20 = 0.0
  var p21 = 0.0
  var p22 = 0.0
  var p23 = 0.0
  var p24 = 0.0
  var p25 = 0.0
  var p26 = 0.0
  var p27 = 0.0
  var p28 = 0.0
  var p29 = 0.0
  var p30 = 0.0
  var p31 = 0.0
  var p32 = 0.0
  var p33 = 0.0
  var p34 = 0.0
  var p35 = 0.0
  var p36 = 0.0
  var p37 = 0.0
  var p38 = 0.0
  var p39 = 0.0
  var p40 = 0.0
  var p41 = 0.0
  var p42 = 0.0
  var p43 = 0.0
  var p44 = 0.0
  var p45 = 0.0
  var p46 = 0.0
  var p47 = 0.0
  var p48 = 0.0
  var p49 = 0.0
}

enum WideStyles {
  /// A fifty-setter style, built from a block.
  @inline(never)
  static func block(_ value: Double) -> Style<Wide> {
    Style<Wide> {
      Setter(\.p00, value)
      Setter(\.p01, value)
      Setter(\.p02, value)
      Setter(\.p03, value)
      Setter(\.p04, value)
      Setter(\.p05, value)
      Setter(\.p06, value)
      Setter(\.p07, value)
      Setter(\.p08, value)
      Setter(\.p09, value)
      Setter(\.p10, value)
      Setter(\.p11, value)
      Setter(\.p12, value)
      Setter(\.p13, value)
      Setter(\.p14, value)
      Setter(\.p15, value)
      Setter(\.p16, value)
      Setter(\.p17, value)
      Setter(\.p18, value)
      Setter(\.p19, value)
      Setter(\.p20, value)
      Setter(\.p21, value)
      Setter(\.p22, value)
      Setter(\.p23, value)
      Setter(\.p24, value)
      Setter(\.p25, value)
      Setter(\.p26, value)
      Setter(\.p27, value)
      Setter(\.p28, value)
      Setter(\.p29, value)
      Setter(\.p30, value)
      Setter(\.p31, value)
      Setter(\.p32, value)
      Setter(\.p33, value)
      Setter(\.p34, value)
      Setter(\.p35, value)
      Setter(\.p36, value)
      Setter(\.p37, value)
      Setter(\.p38, value)
      Setter(\.p39, value)
      Setter(\.p40, value)
      Setter(\.p41, value)
      Setter(\.p42, value)
      Setter(\.p43, value)
      Setter(\.p44, value)
      Setter(\.p45, value)
      Setter(\.p46, value)
      Setter(\.p47, value)
      Setter(\.p48, value)
      Setter(\.p49, value)
    }
  }

  /// The baseline: fifty closures in an array.
  @inline(never)
  static func closures(_ value: Double) -> [(Wide) -> Void] {
    [
      { $0.p00 = value },
      { $0.p01 = value },
      { $0.p02 = value },
      { $0.p03 = value },
      { $0.p04 = value },
      { $0.p05 = value },
      { $0.p06 = value },
      { $0.p07 = value },
      { $0.p08 = value },
      { $0.p09 = value },
      { $0.p10 = value },
      { $0.p11 = value },
      { $0.p12 = value },
      { $0.p13 = value },
      { $0.p14 = value },
      { $0.p15 = value },
      { $0.p16 = value },
      { $0.p17 = value },
      { $0.p18 = value },
      { $0.p19 = value },
      { $0.p20 = value },
      { $0.p21 = value },
      { $0.p22 = value },
      { $0.p23 = value },
      { $0.p24 = value },
      { $0.p25 = value },
      { $0.p26 = value },
      { $0.p27 = value },
      { $0.p28 = value },
      { $0.p29 = value },
      { $0.p30 = value },
      { $0.p31 = value },
      { $0.p32 = value },
      { $0.p33 = value },
      { $0.p34 = value },
      { $0.p35 = value },
      { $0.p36 = value },
      { $0.p37 = value },
      { $0.p38 = value },
      { $0.p39 = value },
      { $0.p40 = value },
      { $0.p41 = value },
      { $0.p42 = value },
      { $0.p43 = value },
      { $0.p44 = value },
      { $0.p45 = value },
      { $0.p46 = value },
      { $0.p47 = value },
      { $0.p48 = value },
      { $0.p49 = value },
    ]
  }
}
