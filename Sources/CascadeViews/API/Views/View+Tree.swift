extension View {
  /// Adds a view as the frontmost child, taking it from its current parent first.
  ///
  /// ```swift
  /// let card = View()
  /// card.addSubview(label)
  /// ```
  ///
  /// - Parameter view: The view to add. A view that is already a child moves to the
  ///   front. Adding a view to itself or to one of its own descendants would make a cycle,
  ///   so it does nothing.
  ///
  /// - Complexity: Amortized O(1) for a `view` with no subviews and no superview, as each
  ///   view is when a tree is built from the top down. A `view` with subviews adds O(*d*),
  ///   where *d* is this view's depth, to rule out a cycle; one with a superview adds O(*s*),
  ///   where *s* is the number of subviews of that superview.
  public func addSubview(_ view: View) {
    // Only a view with subviews can be an ancestor of this one, so a cycle needs no walk up
    // to the root when `view` has none.
    guard view !== self, view.subviews.isEmpty || !isDescendant(of: view) else { return }
    if view.superview === self {
      // Already a child: as in UIKit, it only moves to the front (and stays arranged).
      subviews.removeAll { $0 === view }
    } else {
      view.removeFromSuperview()
      view.superview = self
    }
    subviews.append(view)
    // Its ancestors are new, or in a new order among its siblings: the next application
    // of a sheet styles it again and comes down to it.
    view.setNeedsRestyle()
  }

  /// Takes this view out of its parent's children.
  ///
  /// ```swift
  /// view.addSubview(label)
  /// label.removeFromSuperview()  // view.subviews is empty again
  /// ```
  public func removeFromSuperview() {
    guard let parent = superview else { return }
    parent.removeSubview(self)
  }

  /// Empties ``subviews`` and returns what it held, so that releasing this view releases no
  /// subview with it; the subviews still name it as their superview until it goes.
  func takeSubviews() -> [View] {
    let taken = subviews
    subviews = []
    return taken
  }

  /// Whether this view is `view` or lies anywhere below it.
  ///
  /// ```swift
  /// stack.addArrangedSubview(label)
  /// screen.addSubview(stack)
  /// label.isDescendant(of: screen)  // true
  /// ```
  ///
  /// - Parameter view: The candidate ancestor.
  /// - Returns: `true` when `view` is this view or one of its ancestors.
  public func isDescendant(of view: View) -> Bool {
    var current: View? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// This view and every view below it, depth first, parents before children.
  ///
  /// ```swift
  /// let labels = screen.viewsInTree.compactMap { $0 as? Label }
  /// ```
  ///
  /// - Complexity: O(*n*), where *n* is the number of views in the tree.
  public var viewsInTree: [View] {
    var views: [View] = []
    var pending: [View] = [self]
    while let view = pending.popLast() {
      views.append(view)
      pending.append(contentsOf: view.subviews.reversed())
    }
    return views
  }
}

extension View {
  /// Names `parent` as this view's superview without adding this view to its subviews: a
  /// record of one element of a tree that is met one element at a time, whose ancestors are
  /// read (for an explanation) but which no walk reaches from its parent.
  package func setSuperviewAlone(_ parent: View?) {
    superview = parent
  }
}
