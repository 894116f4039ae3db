import CascadeCSS

/// A command's arguments, read against the flags and options it declares: no more than a
/// command line needs, since the package takes no dependency for it.
///
/// `--name value` and `--name=value` both give an option; `--` ends the options, so a file
/// named `-x.css` can follow it; `-h` and `--help` anywhere ask for help.
struct ParsedArguments: Equatable {
  /// The flags given, by name without `--`.
  var flags: Set<String> = []
  /// The options given, by name without `--`; a repeated option keeps its last value.
  var options: [String: String] = [:]
  /// Every other argument, in order: the files.
  var positional: [String] = []
  /// Whether `--help` or `-h` was given.
  var wantsHelp = false

  /// Reads `arguments` for `command`, which takes the flags and options named.
  ///
  /// - Throws: ``UsageError`` for an option the command does not take, or one without its
  ///   value.
  /// - Complexity: O(*n*) in the number of arguments.
  init(
    _ arguments: [String], command: String, flags known: Set<String>, options: Set<String>
  ) throws(UsageError) {
    var index = arguments.startIndex
    var endOfOptions = false
    while index < arguments.endIndex {
      let argument = arguments[index]
      index += 1
      if endOfOptions || argument == "-" || !argument.hasPrefix("-") {
        positional.append(argument)
      } else if argument == "--" {
        endOfOptions = true
      } else if argument == "-h" || argument == "--help" {
        wantsHelp = true
      } else {
        let (name, inline) = Self.split(argument)
        if known.contains(name), inline == nil {
          flags.insert(name)
        } else if options.contains(name) {
          guard let value = inline ?? (index < arguments.endIndex ? arguments[index] : nil)
          else { throw UsageError("`cascade \(command) --\(name)` needs a value") }
          if inline == nil { index += 1 }
          self.options[name] = value
        } else {
          let nearest = Suggestions.nearest(to: name, among: known.union(options).sorted())
          throw UsageError(
            "unknown option `\(argument)` for `cascade \(command)`; "
              + (nearest.map { "did you mean `--\($0)`? " } ?? "")
              + "see `cascade \(command) --help`")
        }
      }
    }
  }

  /// `--format=json` as `("format", "json")`, `--check` as `("check", nil)`.
  private static func split(_ argument: String) -> (String, String?) {
    let body = argument.drop { $0 == "-" }
    guard let equals = body.firstIndex(of: "=") else { return (String(body), nil) }
    return (String(body[..<equals]), String(body[body.index(after: equals)...]))
  }
}
