/// The timings of one workload: several runs of a body, after warm-up.
struct Measurement {
  /// Nanoseconds per operation, one entry per run, sorted.
  let nanosecondsPerOperation: [Double]

  var median: Double { nanosecondsPerOperation[nanosecondsPerOperation.count / 2] }
  var minimum: Double { nanosecondsPerOperation[0] }

  /// Runs `body` `warmups` times unmeasured, then `runs` times measured; each run performs
  /// `operations` operations, so the result is per operation.
  static func of(
    runs: Int, warmups: Int, operations: Int, _ body: () -> Void
  ) -> Measurement {
    for _ in 0..<warmups { body() }
    let samples = (0..<max(runs, 1)).map { _ in
      nanoseconds(of: body) / Double(operations)
    }
    return Measurement(nanosecondsPerOperation: samples.sorted())
  }

  /// As ``of(runs:warmups:operations:_:)``, with an unmeasured `setup` before each run
  /// whose result the run takes.
  static func of<State>(
    runs: Int, warmups: Int, operations: Int, setup: () -> State, body: (State) -> Void
  ) -> Measurement {
    for _ in 0..<warmups { body(setup()) }
    let samples = (0..<max(runs, 1)).map { _ in
      let state = setup()
      return nanoseconds { body(state) } / Double(operations)
    }
    return Measurement(nanosecondsPerOperation: samples.sorted())
  }

  /// Measures several variants of one workload in turns: each round runs every variant
  /// once, starting with a different one each round, so that the machine's drift during the
  /// run falls on all of them alike and their ratios stay meaningful.
  static func interleaved(
    runs: Int, warmups: Int, operations: Int, _ variants: [() -> Void]
  ) -> [Measurement] {
    for _ in 0..<warmups { variants.forEach { $0() } }
    var samples = Array(repeating: [Double](), count: variants.count)
    for round in 0..<max(runs, 1) {
      for offset in variants.indices {
        let index = (round + offset) % variants.count
        samples[index].append(nanoseconds(of: variants[index]) / Double(operations))
      }
    }
    return samples.map { Measurement(nanosecondsPerOperation: $0.sorted()) }
  }

  /// As ``interleaved(runs:warmups:operations:_:)``, with an unmeasured `setup` before each
  /// round whose result every variant of that round takes.
  static func interleaved<State>(
    runs: Int, warmups: Int, operations: Int, setup: () -> State,
    _ variants: [(State) -> Void]
  ) -> [Measurement] {
    for _ in 0..<warmups {
      let state = setup()
      variants.forEach { $0(state) }
    }
    var samples = Array(repeating: [Double](), count: variants.count)
    for round in 0..<max(runs, 1) {
      let state = setup()
      for offset in variants.indices {
        let index = (round + offset) % variants.count
        let elapsed = nanoseconds { variants[index](state) }
        samples[index].append(elapsed / Double(operations))
      }
    }
    return samples.map { Measurement(nanosecondsPerOperation: $0.sorted()) }
  }
}
