import HeapStatistics

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ends the process with a status.
func exit(status: Int32) -> Never {
  exit(status)
}

/// Bytes the process has allocated and not freed, where the platform can tell.
func allocatedBytes() -> Int? {
  let bytes = heap_allocated_bytes()
  return bytes < 0 ? nil : Int(bytes)
}

/// Nanoseconds that `body` takes, on the monotonic clock: `clock_gettime`, which every
/// supported system has, where `ContinuousClock` needs macOS 13.
func nanoseconds(of body: () -> Void) -> Double {
  var start = timespec()
  var end = timespec()
  clock_gettime(CLOCK_MONOTONIC, &start)
  body()
  clock_gettime(CLOCK_MONOTONIC, &end)
  return Double(end.tv_sec - start.tv_sec) * 1e9 + Double(end.tv_nsec - start.tv_nsec)
}

extension String {
  /// Whether `text` occurs in the string: `contains(_:)` for strings needs macOS 13.
  func contains(text: String) -> Bool {
    guard !text.isEmpty else { return true }
    var rest = self[...]
    while !rest.isEmpty {
      if rest.hasPrefix(text) { return true }
      rest = rest.dropFirst()
    }
    return false
  }
}
