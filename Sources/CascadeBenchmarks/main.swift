// Measures Cascade against hand-written code in the same run and prints each target as met
// or missed. Absolute times on a shared machine are noise; the ratios are the result.
//
//   swift run -c release CascadeBenchmarks [--filter TEXT] [--json] [--quick]

import CascadeViews

let options: Options
switch Options.parse(Array(CommandLine.arguments.dropFirst())) {
case .success(let parsed): options = parsed
case .failure(let error):
  print("CascadeBenchmarks: \(error)\n\(Options.usage)")
  exit(status: 2)
}

let config = options.quick ? Config.quick : Config()
let selected = Workloads.all.filter { workload in
  options.filter.map { workload.name.contains(text: $0) } ?? true
}
if selected.isEmpty {
  print("CascadeBenchmarks: no workload matches '\(options.filter ?? "")'")
  exit(status: 2)
}

var rows: [Row] = []
for workload in selected { rows += workload.run(config) }
rows += Memory.rows(views: config.views)

if options.json {
  Printer.json(rows)
} else {
  #if DEBUG
    print("note: a debug build; run with -c release for meaningful figures")
  #endif
  if options.quick { print("note: --quick is a smoke run; its timings mean nothing") }
  Printer.table(rows)
  let missed = rows.filter { $0.isMet == false }.map { "\($0.workload): \($0.variant)" }
  let verdict =
    missed.isEmpty ? "All targets met." : "Targets missed:\n  " + missed.joined(separator: "\n  ")
  print("\n" + verdict)
}
