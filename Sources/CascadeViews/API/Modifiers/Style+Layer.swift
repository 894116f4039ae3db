// Named modifiers for a view's layer and margins. Each writes its property directly, with
// the identity of the property's key path, so it mixes, overrides and compares equal with
// `Setter(\.keyPath, …)`.

extension Style where Root: View {
  /// Sets the radius of the view's rounded corners, in points.
  ///
  /// ```swift
  /// let rounded = Style<View>().cornerRadius(12)
  /// ```
  ///
  /// - Parameters:
  ///   - radius: The value to set.
  ///   - fileID: The declaring file; leave the default.
  ///   - line: The declaring line; leave the default.
  /// - Returns: A new style; this one is unchanged.
  @inlinable
  public consuming func cornerRadius(
    _ radius: Double, fileID: String = #fileID, line: Int = #line
  ) -> Style<Root> {
    setting(
      .keyPath(\View.cornerRadius, on: Root.self, \Root.cornerRadius), to: radius, fileID: fileID,
      line: line,
      read: { $0.cornerRadius }
    ) { $0.cornerRadius = $1 }
  }

  /// Sets the border drawn around the view.
  ///
  /// ```swift
  /// let outlined = Style<View>().border(Border(width: 1, color: .gray))
  /// ```
  ///
  /// - Parameters:
  ///   - border: The value to set.
  ///   - fileID: The declaring file; leave the default.
  ///   - line: The declaring line; leave the default.
  /// - Returns: A new style; this one is unchanged.
  @inlinable
  public consuming func border(
    _ border: Border, fileID: String = #fileID, line: Int = #line
  ) -> Style<Root> {
    setting(
      .keyPath(\View.border, on: Root.self, \Root.border), to: border, fileID: fileID, line: line,
      read: { $0.border }
    ) { $0.border = $1 }
  }

  /// Sets the shadow the view casts.
  ///
  /// ```swift
  /// let raised = Style<View>().shadow(Shadow(opacity: 0.2, radius: 8))
  /// ```
  ///
  /// - Parameters:
  ///   - shadow: The value to set.
  ///   - fileID: The declaring file; leave the default.
  ///   - line: The declaring line; leave the default.
  /// - Returns: A new style; this one is unchanged.
  @inlinable
  public consuming func shadow(
    _ shadow: Shadow, fileID: String = #fileID, line: Int = #line
  ) -> Style<Root> {
    setting(
      .keyPath(\View.shadow, on: Root.self, \Root.shadow), to: shadow, fileID: fileID, line: line,
      read: { $0.shadow }
    ) { $0.shadow = $1 }
  }

  /// Sets the margins around the view's content.
  ///
  /// ```swift
  /// let roomy = Style<View>().layoutMargins(EdgeInsets(all: 16))
  /// ```
  ///
  /// - Parameters:
  ///   - margins: The value to set.
  ///   - fileID: The declaring file; leave the default.
  ///   - line: The declaring line; leave the default.
  /// - Returns: A new style; this one is unchanged.
  @inlinable
  public consuming func layoutMargins(
    _ margins: EdgeInsets, fileID: String = #fileID, line: Int = #line
  ) -> Style<Root> {
    setting(
      .keyPath(\View.layoutMargins, on: Root.self, \Root.layoutMargins), to: margins,
      fileID: fileID, line: line,
      read: { $0.layoutMargins }
    ) { $0.layoutMargins = $1 }
  }

  /// Sets a border of a width and a color.
  ///
  /// ```swift
  /// let outlined = Style<View>().border(width: 1, color: .gray)
  /// ```
  ///
  /// - Parameters:
  ///   - width: The border's width in points; a negative width is clamped to 0.
  ///   - color: The border's color.
  ///   - fileID: The declaring file; leave the default.
  ///   - line: The declaring line; leave the default.
  /// - Returns: A new style; this one is unchanged.
  @inlinable
  public consuming func border(
    width: Double, color: Color, fileID: String = #fileID, line: Int = #line
  ) -> Style<Root> {
    border(Border(width: width, color: color), fileID: fileID, line: line)
  }

  /// Sets a shadow; the defaults are those of UIKit's `CALayer`, but for the opacity.
  ///
  /// ```swift
  /// let raised = Style<View>().shadow(opacity: 0.2, radius: 8)
  /// ```
  ///
  /// - Parameters:
  ///   - color: The shadow's color.
  ///   - opacity: The shadow's opacity, from 0 to 1.
  ///   - radius: The blur radius, in points.
  ///   - offset: How far the shadow falls from the view.
  ///   - fileID: The declaring file; leave the default.
  ///   - line: The declaring line; leave the default.
  /// - Returns: A new style; this one is unchanged.
  @inlinable
  public consuming func shadow(
    color: Color = .black, opacity: Double, radius: Double = 3,
    offset: Size = Size(width: 0, height: -3), fileID: String = #fileID, line: Int = #line
  ) -> Style<Root> {
    shadow(
      Shadow(color: color, opacity: opacity, radius: radius, offset: offset), fileID: fileID,
      line: line)
  }

  /// Sets the space around the view's content: its layout margins.
  ///
  /// ```swift
  /// let roomy = Style<View>().padding(EdgeInsets(horizontal: 16, vertical: 8))
  /// ```
  ///
  /// - Parameters:
  ///   - insets: The margins on each edge.
  ///   - fileID: The declaring file; leave the default.
  ///   - line: The declaring line; leave the default.
  /// - Returns: A new style; this one is unchanged.
  @inlinable
  public consuming func padding(
    _ insets: EdgeInsets, fileID: String = #fileID, line: Int = #line
  ) -> Style<Root> {
    layoutMargins(insets, fileID: fileID, line: line)
  }

  /// Sets the same space on every edge around the view's content.
  ///
  /// ```swift
  /// let roomy = Style<View>().padding(16)
  /// ```
  ///
  /// - Parameters:
  ///   - length: The margin on each edge, in points.
  ///   - fileID: The declaring file; leave the default.
  ///   - line: The declaring line; leave the default.
  /// - Returns: A new style; this one is unchanged.
  @inlinable
  public consuming func padding(
    _ length: Double, fileID: String = #fileID, line: Int = #line
  ) -> Style<Root> {
    layoutMargins(EdgeInsets(all: length), fileID: fileID, line: line)
  }
}
