/// The command line: `[--filter TEXT] [--json] [--quick]`.
struct Options {
  /// Only workloads whose name contains this text run.
  var filter: String?
  /// Print JSON instead of a table.
  var json = false
  /// A smoke run: few repetitions, to prove the benchmarks work, not to time them.
  var quick = false

  static let usage = """
    usage: CascadeBenchmarks [--filter TEXT] [--json] [--quick]
      --filter TEXT  run only the workloads whose name contains TEXT
      --json         print the results as JSON
      --quick        a short smoke run (timings are not meaningful)
    """

  /// Parses arguments; an unknown or incomplete one is an error naming it.
  static func parse(_ arguments: [String]) -> Result<Options, UsageError> {
    var options = Options()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--json": options.json = true
      case "--quick": options.quick = true
      case "--filter":
        guard let text = remaining.popFirst() else { return .failure(.missingValue(argument)) }
        options.filter = text
      default: return .failure(.unknown(argument))
      }
    }
    return .success(options)
  }

  /// What was wrong with the command line.
  enum UsageError: Error, CustomStringConvertible {
    case unknown(String)
    case missingValue(String)

    var description: String {
      switch self {
      case .unknown(let argument): "unknown argument '\(argument)'"
      case .missingValue(let option): "'\(option)' needs a value"
      }
    }
  }
}
