import Foundation

@testable import CascadeCSS

/// The corpus of design token files that the conformance test reads: each case's file, and
/// what the format says of each of its tokens (`manifest.json`).
///
/// It is found at `CASCADE_DTCG_CORPUS`, else at `../shared/conformance/dtcg` beside the
/// package's root. It is never copied into the repository: a clone has none, and the test
/// skips, saying so.
struct ConformanceCorpus: Sendable {
  let folder: URL
  let cases: [ConformanceCase]

  /// The environment variable that names the corpus's folder.
  static let variable = "CASCADE_DTCG_CORPUS"

  /// The package's root: this file is `Tests/CascadeCSSTests/Conformance/…` under it.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The corpus's folder, if it has a manifest.
  static let location: URL? = {
    let candidates = [
      ProcessInfo.processInfo.environment[variable].map { URL(fileURLWithPath: $0) },
      packageRoot.appendingPathComponent("../shared/conformance/dtcg").standardizedFileURL,
    ]
    return candidates.compactMap { $0 }.first {
      FileManager.default.fileExists(atPath: $0.appendingPathComponent("manifest.json").path)
    }
  }()

  /// Why the test skips where there is no corpus.
  static let missingMessage =
    "no design token corpus: set \(variable) to its folder, or put it at "
    + "../shared/conformance/dtcg beside the package (a clone has none)"

  /// Reads the manifest.
  init(at folder: URL) throws {
    self.folder = folder
    let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent("manifest.json")))
    let manifest = try JSONReader.read(bytes, maximumDepth: 64).value
    guard case .array(let cases)? = manifest["cases"] else { throw ManifestError() }
    self.cases = try cases.map(ConformanceCase.init)
  }

  /// A case's token file, as text.
  func text(of testCase: ConformanceCase) throws -> String {
    try String(
      contentsOf: folder.appendingPathComponent("cases").appendingPathComponent(testCase.file),
      encoding: .utf8)
  }
}

/// A manifest that is not the shape the test reads.
struct ManifestError: Error {}

/// One case of the corpus: a token file, the version of the format it follows, and what
/// that version says of its tokens.
struct ConformanceCase: Sendable {
  let id: String
  let file: String
  let spec: String
  let checks: [ConformanceCheck]

  init(_ json: JSONValue) throws {
    guard let id = json["id"]?.stringValue, let file = json["file"]?.stringValue,
      case .array(let checks)? = json["checks"]
    else { throw ManifestError() }
    self.id = id
    self.file = file
    spec = json["spec"]?.stringValue ?? ""
    self.checks = try checks.map(ConformanceCheck.init)
  }
}

/// What the format says of one token of a case, or of the file.
struct ConformanceCheck: Sendable {
  enum Expectation: Sendable {
    /// The token loads, to this value (the manifest's `expected`).
    case valid(JSONValue)
    /// The token does not load.
    case invalid
    /// The token or group has this property (`description`, `deprecated`, …).
    case meta(String, JSONValue)
    /// The file has an error that no one token has (a cycle of `$extends`).
    case fileError
    /// The file has no error.
    case noError
  }

  /// The token's path, or `(file)`.
  let path: String
  /// The token's type, as the manifest names it.
  let type: String?
  let expectation: Expectation
  /// Why, for an invalid token or a file's error: the manifest's words.
  let why: String?

  init(_ json: JSONValue) throws {
    guard let path = json["path"]?.stringValue, let expect = json["expect"]?.stringValue else {
      throw ManifestError()
    }
    self.path = path
    type = json["type"]?.stringValue
    why = json["why"]?.stringValue
    switch expect {
    case "valid": expectation = .valid(json["expected"] ?? .null)
    case "invalid": expectation = .invalid
    case "meta": expectation = .meta(json["meta"]?.stringValue ?? "", json["value"] ?? .null)
    case "file-error": expectation = .fileError
    case "no-error": expectation = .noError
    default: throw ManifestError()
    }
  }
}
