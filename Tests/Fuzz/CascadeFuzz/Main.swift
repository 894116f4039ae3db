import CascadeReferenceModel

#if CASCADE_FUZZING
  import FuzzerDriver
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Built for fuzzing (`-DCASCADE_FUZZING`, by .ci/fuzz-cascade.sh), hands the arguments to
/// libFuzzer's driver: SwiftPM links every executable's `main` to its own entry point, so
/// libFuzzer's `main` never runs. Otherwise runs the case of each input file given (a crash or corpus
/// file that libFuzzer wrote), prints what it finds, and exits with 1 if any disagrees.
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
        failed = !replay(path) || failed
      }
      exit(failed ? 1 : 0)
    #endif
  }

  /// Runs the case of one input file; returns whether the engine agreed with the model.
  private static func replay(_ path: String) -> Bool {
    guard let bytes = contents(of: path) else {
      print("\(path): cannot be read")
      return false
    }
    var choices = ByteChoices(bytes)
    guard let mismatch = FuzzFeatures.differential.check(using: &choices) else {
      print("\(path): the engine agrees with the reference model")
      return true
    }
    print("\(path): \(mismatch)")
    print(mismatch.transcript.joined(separator: "\n"))
    return false
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
