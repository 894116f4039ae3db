/// Something a ``StyleBuilder`` block accepts: a ``Setter``, an ``AnySetter``, a ``Style``,
/// or an array of any of them.
///
/// The builder takes every kind of statement through this one protocol rather than one
/// overload each. With a single overload the type checker has one candidate to try, so a
/// misspelt property reads as "value of type 'Label' has no member 'txet'" instead of a
/// complaint about converting a setter to a style.
///
/// ```swift
/// let lines: some StyleConvertible<Label> = Setter(\.numberOfLines, 2)
/// let style = lines.style
/// ```
public protocol StyleConvertible<Root>: Sendable {
  /// The type the setters write to.
  associatedtype Root

  /// This content as a style.
  var style: Style<Root> { get }
}

extension Style: StyleConvertible {
  /// The style itself.
  public var style: Style<Root> { self }
}

extension Setter: StyleConvertible {
  /// A style holding just this setter.
  ///
  /// ```swift
  /// Setter(\Label.numberOfLines, 2).style.count  // 1
  /// ```
  @inlinable
  public var style: Style<Root> { Style(unique: [AnySetter(self)]) }
}

extension AnySetter: StyleConvertible {
  /// A style holding just this setter.
  @inlinable
  public var style: Style<Root> { Style(unique: [self]) }
}

extension Array: StyleConvertible where Element: StyleConvertible {
  /// The elements' setters, in order; a later one overrides an earlier one.
  ///
  /// ```swift
  /// let spaced = [4.0, 8.0].map { Setter(\StackView.spacing, $0) }.style  // spacing = 8
  /// ```
  public var style: Style<Element.Root> {
    Style(overriding: flatMap { $0.style.setters })
  }
}
