/// The sheets of a case: the latest version of each family, and the sheet applied last,
/// which is applied again after every mutation that does not apply one itself.
struct SheetBook: Sendable {
  /// The families sheets come from; one unless a case uses several sheets.
  static let families = ["A", "B", "C"]

  private(set) var latest: [String: SheetSpec] = [:]
  private(set) var current: SheetSpec

  /// Starts with one sheet, to be applied first.
  init(first: SheetSpec) {
    current = first
    latest[first.family] = first
  }

  /// Records a sheet as applied: the latest of its family, and the current one.
  mutating func record(_ sheet: SheetSpec) {
    latest[sheet.family] = sheet
    current = sheet
  }
}
