import Foundation

/// A 3 × 3 matrix of CSS Color 4's conversions, by rows.
struct Matrix: Sendable {
  let rows: [[Double]]

  func times(_ vector: [Double]) -> [Double] {
    rows.map { row in row[0] * vector[0] + row[1] * vector[1] + row[2] * vector[2] }
  }

  // The matrices of CSS Color 4's sample code (conversions.js), as it writes them: exact
  // ratios where it has them.
  static let linearSRGBToXYZ = Matrix(rows: [
    [506752 / 1228815, 87881 / 245763, 12673 / 70218],
    [87098 / 409605, 175762 / 245763, 12673 / 175545],
    [7918 / 409605, 87881 / 737289, 1001167 / 1053270],
  ])
  static let xyzToLinearSRGB = Matrix(rows: [
    [12831 / 3959, -329 / 214, -1974 / 3959],
    [-851781 / 878810, 1648619 / 878810, 36519 / 878810],
    [705 / 12673, -2585 / 12673, 705 / 667],
  ])
  static let linearP3ToXYZ = Matrix(rows: [
    [608311 / 1250200, 189793 / 714400, 198249 / 1000160],
    [35783 / 156275, 247089 / 357200, 198249 / 2500400],
    [0, 32229 / 714400, 5220557 / 5000800],
  ])
  static let linearA98ToXYZ = Matrix(rows: [
    [573536 / 994567, 263643 / 1420810, 187206 / 994567],
    [591459 / 1989134, 6239551 / 9945670, 374412 / 4972835],
    [53769 / 1989134, 351524 / 4972835, 4929758 / 4972835],
  ])
  static let linearProPhotoToXYZD50 = Matrix(rows: [
    [0.79776664490064230, 0.13518129740053308, 0.03134773412839220],
    [0.28807482881940130, 0.71183523424187300, 0.00008993693872564],
    [0, 0, 0.82510460251046020],
  ])
  static let linearRec2020ToXYZ = Matrix(rows: [
    [63426534 / 99577255, 20160776 / 139408157, 47086771 / 278816314],
    [26158966 / 99577255, 472592308 / 697040785, 8267143 / 139408157],
    [0, 19567812 / 697040785, 295819943 / 278816314],
  ])
  /// The Bradford chromatic adaptation from the D50 white to D65.
  static let d50ToD65 = Matrix(rows: [
    [0.955473421488075, -0.02309845494876471, 0.06325924320057072],
    [-0.0283697093338637, 1.0099953980813041, 0.021041441191917323],
    [0.012314014864481998, -0.020507649298898964, 1.330365926242124],
  ])
  static let oklabToLMS = Matrix(rows: [
    [1, 0.3963377773761749, 0.2158037573099136],
    [1, -0.1055613458156586, -0.0638541728258133],
    [1, -0.0894841775298119, -1.2914855480194092],
  ])
  static let lmsToXYZ = Matrix(rows: [
    [1.2268798758459243, -0.5578149944602171, 0.2813910456659647],
    [-0.0405757452148008, 1.1122868032803170, -0.0717110580655164],
    [-0.0763729366746601, -0.4214933324022432, 1.5869240198367816],
  ])
}

/// The transfer functions of the RGB spaces: gamma-encoded to linear light, and back for
/// sRGB. Each extends to negative values by symmetry, as CSS Color 4's do.
enum Transfer {
  static func sRGBToLinear(_ value: Double) -> Double {
    let magnitude = abs(value)
    guard magnitude > 0.04045 else { return value / 12.92 }
    return sign(value) * pow((magnitude + 0.055) / 1.055, 2.4)
  }

  static func linearToSRGB(_ value: Double) -> Double {
    let magnitude = abs(value)
    guard magnitude > 0.0031308 else { return value * 12.92 }
    return sign(value) * (1.055 * pow(magnitude, 1 / 2.4) - 0.055)
  }

  static func a98ToLinear(_ value: Double) -> Double {
    sign(value) * pow(abs(value), 563 / 256)
  }

  static func proPhotoToLinear(_ value: Double) -> Double {
    abs(value) <= 16.0 / 512 ? value / 16 : sign(value) * pow(abs(value), 1.8)
  }

  static func rec2020ToLinear(_ value: Double) -> Double {
    let alpha = 1.09929682680944
    let beta = 0.018053968510807
    let magnitude = abs(value)
    guard magnitude >= beta * 4.5 else { return value / 4.5 }
    return sign(value) * pow((magnitude + alpha - 1) / alpha, 1 / 0.45)
  }

  private static func sign(_ value: Double) -> Double { value < 0 ? -1 : 1 }
}
