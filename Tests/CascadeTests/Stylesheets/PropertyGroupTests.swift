import CascadeReferenceModel
import Testing

@testable import Cascade

/// The whole property a key names a part of, read from bytes for ASCII keys, is what
/// reading the key by characters gives.
@Suite struct PropertyGroupTests {
  @Test(arguments: [
    ("layoutMargins.top", "layoutMargins"), ("titles[highlighted]", "titles"),
    ("alpha", "alpha"), ("\\Card.insets.top", "\\Card.insets"), ("\\Card.alpha", "\\Card.alpha"),
    ("\\Card", "\\Card"), ("", ""), (".", ""), ("[", ""),
  ])
  func aKeysGroupIsItsWholeProperty(_ key: String, _ group: String) {
    #expect(CascadeEntry.group(of: key) == group)
  }

  @Test func randomKeysHaveTheGroupTheirCharactersGive() {
    var random = SeededGenerator(seed: 0x6752_6F75_70)
    let pieces = ["a", "Z", ".", "[", "]", "\\", "\r\n", "\r", "\n", "é", "e\u{301}", ".\u{301}"]
    var disagreements: [String] = []
    for _ in 0..<5_000 {
      let key = (0..<Int.random(in: 0...8, using: &random)).map { _ in
        pieces[Int.random(in: pieces.indices, using: &random)]
      }.joined()
      if CascadeEntry.group(of: key) != CascadeEntry.groupByCharacters(of: key) {
        disagreements.append(key)
      }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
  }
}
