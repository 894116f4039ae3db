extension Style {
  /// A style whose setters depend on the traits it is applied in: the block may branch on
  /// them.
  ///
  /// ```swift
  /// let title = Style<Label> {
  ///   Setter(\.numberOfLines, 1)
  ///   Style.adaptive { traits in
  ///     if traits.colorScheme == .dark { Setter(\.alpha, 0.9) } else { Setter(\.alpha, 1) }
  ///   }
  /// }
  /// ```
  ///
  /// The block runs each time the style is applied, with the context's traits, and its
  /// setters are applied at the adaptive style's place. Until then the setters it will make
  /// are unknown, so the style holds one setter for the whole block: a setter after it for
  /// the same property still wins, since it is applied later, but both are written. Set a
  /// property in every branch: applying the style directly, a branch not taken leaves its
  /// property as the last application set it. A ``Stylesheet`` takes the block's setters
  /// one by one for each object's traits, so there they override and are restored like
  /// any other setter.
  ///
  /// Each call makes a block with an identity of its own, so two blocks never override
  /// each other, even when made at the same line.
  ///
  /// - Parameters:
  ///   - fileID: The declaring file; leave the default.
  ///   - line: The declaring line; leave the default.
  ///   - content: A ``StyleBuilder`` block of the traits.
  /// - Returns: A style of one setter that applies the block's style for the traits.
  public static func adaptive(
    fileID: String = #fileID, line: Int = #line,
    @StyleBuilder<Root> _ content: @escaping @Sendable (Traits) -> Style<Root>
  ) -> Style<Root> {
    let location = SourceLocation(fileID: fileID, line: line)
    // Each call is its own block: two made at one line (in a helper, or a loop) must not
    // override each other.
    let number = AdaptiveBlocks.nextNumber()
    let setter = AnySetter<Root>(
      identity: .named("adaptive style \(number) at \(location)"),
      value: AdaptiveBlock(content: content),
      location: location
    ) { root, resolution in
      guard let root else { return nil }
      let context = resolution?.pointee.context ?? .standard
      var inner = Resolution(context: resolution?.pointee.contextPointer)
      content(context.traits).write(into: &root.pointee, &inner)
      // Applying always passes a resolution; without one (an identity query) the guard
      // above has returned.
      resolution?.pointee.missingTokens += inner.missingTokens
      return nil
    }
    return Style(unique: [setter])
  }
}

/// The value of an adaptive style's one setter: what it shows in a description, and the
/// block, which a stylesheet runs for each object's traits to take its setters one by one.
struct AdaptiveBlock<Root>: Sendable, CustomStringConvertible {
  let content: @Sendable (Traits) -> Style<Root>

  var description: String { "a block of the traits" }
}

/// An adaptive block whose setters a stylesheet can take in its place.
protocol AdaptiveExpanding {
  /// The cascade entries of the block's style for some traits.
  func entries(for traits: Traits) -> [CascadeEntry]
}

extension AdaptiveBlock: AdaptiveExpanding where Root: Stylable {
  func entries(for traits: Traits) -> [CascadeEntry] {
    CascadeEntry.entries(of: content(traits), location: nil)
  }
}

/// Numbers for adaptive blocks, and which values are blocks.
enum AdaptiveBlocks {
  private static let count = Lock(0)
  /// For each type of value met, whether it is an adaptive block.
  private static let blockTypes = Lock<[ObjectIdentifier: Bool]>([:])

  /// The value as an adaptive block, if it is one. Its type is looked up, and cast only
  /// the first time it is met: a cast that fails, as it does for every other value, costs
  /// thousands of instructions each time, and every setter a rule's entries are made from
  /// is asked.
  static func expanding(_ value: any Sendable) -> (any AdaptiveExpanding)? {
    let type = ObjectIdentifier(Swift.type(of: value))
    if let known = blockTypes.withLock({ $0[type] }), !known { return nil }
    let block = value as? any AdaptiveExpanding
    blockTypes.withLock { $0[type] = block != nil }
    return block
  }

  /// A number no other adaptive style in this process has.
  static func nextNumber() -> Int {
    count.withLock { count in
      count += 1
      return count
    }
  }
}
