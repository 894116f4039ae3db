enum TextLimits {
  /// The deepest alias chain a value is ever followed through, whatever the limits say.
  static let aliasDepthCeiling = 64
}
