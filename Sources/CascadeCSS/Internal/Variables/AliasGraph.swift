/// Aliases between tokens as a graph of numbered tokens, with its strongly connected
/// components: where both readers find cycles of aliases, and where the text sheet loader
/// measures chains. Every walk keeps a stack of its own rather than recursing, so that no
/// chain of aliases, however long, can run the call stack out.
struct AliasGraph {
  /// Each token's targets, by number; a target appears once for each alias of it.
  let edges: [[Int]]
  /// The strongly connected components, each a list of tokens; each comes after every
  /// component it leads to.
  private(set) var components: [[Int]] = []
  /// Each token's component: an index into ``components``.
  private(set) var component: [Int]
  /// The loop iterations that finding the components took, for ``WorkCounter``.
  private(set) var steps = 0

  /// Finds the components of a graph.
  ///
  /// - Parameter edges: Each token's targets.
  /// - Complexity: O(*n* + *e*) for *n* tokens and *e* aliases.
  init(edges: [[Int]]) {
    self.edges = edges
    component = [Int](repeating: -1, count: edges.count)
    findComponents()
  }

  /// Whether an alias leads back to its own token: both ends are in one component.
  func isOnCycle(from source: Int, to target: Int) -> Bool {
    component[source] == component[target]
  }

  /// The components that are cycles: those of more than one token, or of one token that
  /// is an alias of itself.
  ///
  /// - Complexity: O(*n* + *e*).
  var cycles: [[Int]] {
    components.filter { $0.count > 1 || edges[$0[0]].contains($0[0]) }
  }

  /// Each token's depth: the longest chain of aliases from it that stays off every
  /// cycle, so 0 for a token that is an alias of nothing outside its own cycle.
  ///
  /// - Complexity: O(*n* + *e*): each component's targets are done before it.
  func depths() -> [Int] {
    var depths = [Int](repeating: 0, count: edges.count)
    for members in components {
      for node in members {
        for target in edges[node] where component[target] != component[node] {
          depths[node] = max(depths[node], depths[target] + 1)
        }
      }
    }
    return depths
  }

  /// Tarjan's algorithm, with a stack of its own rather than recursion.
  private mutating func findComponents() {
    var order = [Int](repeating: -1, count: edges.count)
    var low = [Int](repeating: 0, count: edges.count)
    var onStack = [Bool](repeating: false, count: edges.count)
    var stack: [Int] = []
    var next = 0
    var work: [(node: Int, edge: Int)] = []
    func discover(_ node: Int) {
      order[node] = next
      low[node] = next
      next += 1
      stack.append(node)
      onStack[node] = true
      work.append((node, 0))
    }
    for root in edges.indices where order[root] < 0 {
      discover(root)
      while let (node, edge) = work.last {
        steps += 1
        if edge < edges[node].count {
          work[work.count - 1].edge += 1
          let target = edges[node][edge]
          if order[target] < 0 {
            discover(target)
          } else if onStack[target] {
            low[node] = min(low[node], order[target])
          }
          continue
        }
        work.removeLast()
        if let parent = work.last?.node { low[parent] = min(low[parent], low[node]) }
        guard low[node] == order[node] else { continue }
        var members: [Int] = []
        while let member = stack.popLast() {
          onStack[member] = false
          component[member] = components.count
          members.append(member)
          if member == node { break }
        }
        steps += members.count
        components.append(members)
      }
    }
  }
}

extension AliasGraph {
  /// The most tokens of a cycle that a diagnostic names; the rest are counted. A cycle of
  /// *n* tokens has a diagnostic for each, so naming them all would make O(*n*²) text.
  static let namedMembers = 8

  /// The names of a cycle's tokens in backticks, the first ``namedMembers`` of them and
  /// then how many more: "`a`, `b`, `c`, `d`, `e`, `f`, `g`, `h`, … and 1,200 more".
  ///
  /// - Parameter names: The names, in the order to give them.
  /// - Complexity: O(1) in the number of names: only the first few are written.
  static func naming(_ names: [String]) -> String {
    let named = names.prefix(namedMembers).map { "`\($0)`" }.joined(separator: ", ")
    let more = names.count - min(names.count, namedMembers)
    return more == 0 ? named : "\(named), … and \(grouped(more)) more"
  }

  /// A count with its thousands grouped: 19,992.
  static func grouped(_ count: Int) -> String {
    let digits = Array(String(count))
    var text = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { text += "," }
      text.append(digit)
    }
    return text
  }
}
