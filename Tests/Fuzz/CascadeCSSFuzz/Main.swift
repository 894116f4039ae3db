#if CASCADE_FUZZING
  import FuzzerDriver
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Built for fuzzing (`-DCASCADE_FUZZING`, by .ci/fuzz-css.sh), hands the arguments to
/// libFuzzer's driver. Otherwise checks each input file given (a seed, or a crash that
/// libFuzzer kept), prints what it finds, and exits with 1 if any fails.
@main
enum Main {
  static func main() {
    #if CASCADE_FUZZING
      var argc = CommandLine.argc
      var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
      exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzzTestOneInput(data, size) })
    #else
      var failed = false
      for path in CommandLine.arguments.dropFirst() {
        guard let bytes = contents(of: path) else {
          print("\(path): cannot be read")
          failed = true
          continue
        }
        if let failure = FuzzInput.failure(of: bytes) {
          print("\(path): \(failure)")
          failed = true
        } else {
          print("\(path): passes")
        }
      }
      exit(failed ? 1 : 0)
    #endif
  }

  /// A file's bytes; a C read, so that the tool needs nothing but the C library.
  private static func contents(of path: String) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      bytes += buffer.prefix(count)
      if count < buffer.count { return ferror(file) == 0 ? bytes : nil }
    }
  }
}
