import CascadeReferenceModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What fuzzed cases may use: everything, or with `CASCADE_FUZZ_FEATURES=simple` in the
/// environment the simple subset an engine of one winner per property gets right.
enum FuzzFeatures {
  static let differential: Differential = {
    let name = getenv("CASCADE_FUZZ_FEATURES").map { String(cString: $0) }
    return Differential(features: name == "simple" ? .simple : .all)
  }()
}
