// Named modifiers for every view. Each writes its property directly, with the identity of the
// property's key path, so it mixes, overrides and compares equal with `Setter(\.keyPath, …)`.

extension Style where Root: View {
  /// Sets whether the view receives touches.
  ///
  /// ```swift
  /// let inert = Style<View>().isUserInteractionEnabled(false)
  /// ```
  ///
  /// - Parameters:
  ///   - isEnabled: The value to set.
  ///   - fileID: The declaring file; leave the default.
  ///   - line: The declaring line; leave the default.
  /// - Returns: A new style; this one is unchanged.
  @inlinable
  public consuming func isUserInteractionEnabled(
    _ isEnabled: Bool, fileID: String = #fileID, line: Int = #line
  ) -> Style<Root> {
    setting(
      .keyPath(\View.isUserInteractionEnabled, on: Root.self, \Root.isUserInteractionEnabled),
      to: isEnabled, fileID: fileID, line: line,
      read: { $0.isUserInteractionEnabled }
    ) { $0.isUserInteractionEnabled = $1 }
  }

  /// Sets whether the autoresizing mask becomes constraints.
  ///
  /// ```swift
  /// let constrained = Style<View>().translatesAutoresizingMaskIntoConstraints(false)
  /// ```
  ///
  /// - Parameters:
  ///   - translates: The value to set.
  ///   - fileID: The declaring file; leave the default.
  ///   - line: The declaring line; leave the default.
  /// - Returns: A new style; this one is unchanged.
  @inlinable
  public consuming func translatesAutoresizingMaskIntoConstraints(
    _ translates: Bool, fileID: String = #fileID, line: Int = #line
  ) -> Style<Root> {
    setting(
      .keyPath(
        \View.translatesAutoresizingMaskIntoConstraints, on: Root.self,
        \Root.translatesAutoresizingMaskIntoConstraints), to: translates, fileID: fileID,
      line: line,
      read: { $0.translatesAutoresizingMaskIntoConstraints }
    ) { $0.translatesAutoresizingMaskIntoConstraints = $1 }
  }

  /// Sets the fill behind the view's content; `nil` is transparent.
  ///
  /// ```swift
  /// let card = Style<View>().backgroundColor(.white)
  /// ```
  ///
  /// - Parameters:
  ///   - color: The value to set.
  ///   - fileID: The declaring file; leave the default.
  ///   - line: The declaring line; leave the default.
  /// - Returns: A new style; this one is unchanged.
  @inlinable
  public consuming func backgroundColor(
    _ color: Color?, fileID: String = #fileID, line: Int = #line
  ) -> Style<Root> {
    setting(
      .keyPath(\View.backgroundColor, on: Root.self, \Root.backgroundColor), to: color,
      fileID: fileID, line: line,
      read: { $0.backgroundColor }
    ) { $0.backgroundColor = $1 }
  }

  /// Sets the color of the view's tinted content.
  ///
  /// ```swift
  /// let accented = Style<Button>().tintColor(.orange)
  /// ```
  ///
  /// - Parameters:
  ///   - color: The value to set.
  ///   - fileID: The declaring file; leave the default.
  ///   - line: The declaring line; leave the default.
  /// - Returns: A new style; this one is unchanged.
  @inlinable
  public consuming func tintColor(
    _ color: Color, fileID: String = #fileID, line: Int = #line
  ) -> Style<Root> {
    setting(
      .keyPath(\View.tintColor, on: Root.self, \Root.tintColor), to: color, fileID: fileID,
      line: line,
      read: { $0.tintColor }
    ) { $0.tintColor = $1 }
  }

  /// Sets how the tint color is adjusted.
  ///
  /// ```swift
  /// let dimmed = Style<View>().tintAdjustmentMode(.dimmed)
  /// ```
  ///
  /// - Parameters:
  ///   - mode: The value to set.
  ///   - fileID: The declaring file; leave the default.
  ///   - line: The declaring line; leave the default.
  /// - Returns: A new style; this one is unchanged.
  @inlinable
  public consuming func tintAdjustmentMode(
    _ mode: TintAdjustmentMode, fileID: String = #fileID, line: Int = #line
  ) -> Style<Root> {
    setting(
      .keyPath(\View.tintAdjustmentMode, on: Root.self, \Root.tintAdjustmentMode), to: mode,
      fileID: fileID, line: line,
      read: { $0.tintAdjustmentMode }
    ) { $0.tintAdjustmentMode = $1 }
  }

  /// Sets whether the view receives more than one touch at a time.
  ///
  /// ```swift
  /// let canvas = Style<View>().isMultipleTouchEnabled(true)
  /// ```
  ///
  /// - Parameters:
  ///   - isEnabled: The value to set.
  ///   - fileID: The declaring file; leave the default.
  ///   - line: The declaring line; leave the default.
  /// - Returns: A new style; this one is unchanged.
  @inlinable
  public consuming func isMultipleTouchEnabled(
    _ isEnabled: Bool, fileID: String = #fileID, line: Int = #line
  ) -> Style<Root> {
    setting(
      .keyPath(\View.isMultipleTouchEnabled, on: Root.self, \Root.isMultipleTouchEnabled),
      to: isEnabled, fileID: fileID, line: line,
      read: { $0.isMultipleTouchEnabled }
    ) { $0.isMultipleTouchEnabled = $1 }
  }

  /// Sets whether the view handles touches exclusively.
  ///
  /// ```swift
  /// let exclusive = Style<Button>().isExclusiveTouch(true)
  /// ```
  ///
  /// - Parameters:
  ///   - isExclusive: The value to set.
  ///   - fileID: The declaring file; leave the default.
  ///   - line: The declaring line; leave the default.
  /// - Returns: A new style; this one is unchanged.
  @inlinable
  public consuming func isExclusiveTouch(
    _ isExclusive: Bool, fileID: String = #fileID, line: Int = #line
  ) -> Style<Root> {
    setting(
      .keyPath(\View.isExclusiveTouch, on: Root.self, \Root.isExclusiveTouch), to: isExclusive,
      fileID: fileID, line: line,
      read: { $0.isExclusiveTouch }
    ) { $0.isExclusiveTouch = $1 }
  }

  /// Sets whether subviews are clipped to the view's bounds.
  ///
  /// ```swift
  /// let clipped = Style<View>().clipsToBounds(true)
  /// ```
  ///
  /// - Parameters:
  ///   - clips: The value to set.
  ///   - fileID: The declaring file; leave the default.
  ///   - line: The declaring line; leave the default.
  /// - Returns: A new style; this one is unchanged.
  @inlinable
  public consuming func clipsToBounds(
    _ clips: Bool, fileID: String = #fileID, line: Int = #line
  ) -> Style<Root> {
    setting(
      .keyPath(\View.clipsToBounds, on: Root.self, \Root.clipsToBounds), to: clips, fileID: fileID,
      line: line,
      read: { $0.clipsToBounds }
    ) { $0.clipsToBounds = $1 }
  }

  /// Sets the view's opacity, from 0 to 1; the view clamps a value outside that range and
  /// ignores NaN, as ``View/alpha`` says.
  ///
  /// ```swift
  /// let faded = Style<Label>().alpha(0.5)
  /// ```
  ///
  /// - Parameters:
  ///   - alpha: The value to set.
  ///   - fileID: The declaring file; leave the default.
  ///   - line: The declaring line; leave the default.
  /// - Returns: A new style; this one is unchanged.
  @inlinable
  public consuming func alpha(
    _ alpha: Double, fileID: String = #fileID, line: Int = #line
  ) -> Style<Root> {
    setting(
      .keyPath(\View.alpha, on: Root.self, \Root.alpha), to: alpha, fileID: fileID, line: line,
      read: { $0.alpha }
    ) { $0.alpha = $1 }
  }

  /// Sets whether the view is fully opaque, a drawing hint.
  ///
  /// ```swift
  /// let translucent = Style<View>().isOpaque(false)
  /// ```
  ///
  /// - Parameters:
  ///   - isOpaque: The value to set.
  ///   - fileID: The declaring file; leave the default.
  ///   - line: The declaring line; leave the default.
  /// - Returns: A new style; this one is unchanged.
  @inlinable
  public consuming func isOpaque(
    _ isOpaque: Bool, fileID: String = #fileID, line: Int = #line
  ) -> Style<Root> {
    setting(
      .keyPath(\View.isOpaque, on: Root.self, \Root.isOpaque), to: isOpaque, fileID: fileID,
      line: line,
      read: { $0.isOpaque }
    ) { $0.isOpaque = $1 }
  }

  /// Sets whether the view clears its bounds before drawing.
  ///
  /// ```swift
  /// let layered = Style<View>().clearsContextBeforeDrawing(false)
  /// ```
  ///
  /// - Parameters:
  ///   - clears: The value to set.
  ///   - fileID: The declaring file; leave the default.
  ///   - line: The declaring line; leave the default.
  /// - Returns: A new style; this one is unchanged.
  @inlinable
  public consuming func clearsContextBeforeDrawing(
    _ clears: Bool, fileID: String = #fileID, line: Int = #line
  ) -> Style<Root> {
    setting(
      .keyPath(\View.clearsContextBeforeDrawing, on: Root.self, \Root.clearsContextBeforeDrawing),
      to: clears, fileID: fileID, line: line,
      read: { $0.clearsContextBeforeDrawing }
    ) { $0.clearsContextBeforeDrawing = $1 }
  }

  /// Sets whether the view is hidden.
  ///
  /// ```swift
  /// let hidden = Style<View>().isHidden(true)
  /// ```
  ///
  /// - Parameters:
  ///   - isHidden: The value to set.
  ///   - fileID: The declaring file; leave the default.
  ///   - line: The declaring line; leave the default.
  /// - Returns: A new style; this one is unchanged.
  @inlinable
  public consuming func isHidden(
    _ isHidden: Bool, fileID: String = #fileID, line: Int = #line
  ) -> Style<Root> {
    setting(
      .keyPath(\View.isHidden, on: Root.self, \Root.isHidden), to: isHidden, fileID: fileID,
      line: line,
      read: { $0.isHidden }
    ) { $0.isHidden = $1 }
  }

  /// Sets how content is laid out when the bounds change.
  ///
  /// ```swift
  /// let fitted = Style<ImageView>().contentMode(.scaleAspectFit)
  /// ```
  ///
  /// - Parameters:
  ///   - mode: The value to set.
  ///   - fileID: The declaring file; leave the default.
  ///   - line: The declaring line; leave the default.
  /// - Returns: A new style; this one is unchanged.
  @inlinable
  public consuming func contentMode(
    _ mode: ContentMode, fileID: String = #fileID, line: Int = #line
  ) -> Style<Root> {
    setting(
      .keyPath(\View.contentMode, on: Root.self, \Root.contentMode), to: mode, fileID: fileID,
      line: line,
      read: { $0.contentMode }
    ) { $0.contentMode = $1 }
  }
}
