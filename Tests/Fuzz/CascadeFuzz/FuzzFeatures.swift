import CascadeReferenceModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What fuzzed cases may use: everything, or with `CASCADE_FUZZ_FEATURES=simple` in the
/// environment the simple subset an engine of one winner per property gets right; and how
/// large they grow: the standard limits, or with `CASCADE_FUZZ_LIMITS=deep` long selectors
/// on deep chains.
enum FuzzFeatures {
  static let differential: Differential = {
    let features = getenv("CASCADE_FUZZ_FEATURES").map { String(cString: $0) }
    let limits = getenv("CASCADE_FUZZ_LIMITS").map { String(cString: $0) }
    return Differential(
      features: features == "simple" ? .simple : .all,
      limits: limits == "deep" ? .deep : .standard)
  }()
}
