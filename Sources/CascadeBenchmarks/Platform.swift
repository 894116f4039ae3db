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
