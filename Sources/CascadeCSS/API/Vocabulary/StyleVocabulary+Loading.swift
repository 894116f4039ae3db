extension StyleVocabulary {
  /// Reads a text stylesheet, recovering from every problem it can: a bad declaration is
  /// left out and reported, a rule with a bad selector is left out and reported, and the
  /// rest loads.
  ///
  /// ```swift
  /// let loaded = StyleVocabulary.standard.load(
  ///   "Label.title { font: headline; colr: red; }", named: "card.css")
  /// print(loaded.diagnostics.count)  // 1: `colr`
  /// try loaded.stylesheet.apply(to: screen, in: .standard)
  /// ```
  ///
  /// What a warning is about loads: `color: red !important` sets the color. With
  /// `warningsAsErrors`, as a compiler's `-warnings-as-errors`, each warning is reported as
  /// an error and what it is about is left out:
  ///
  /// ```swift
  /// let text = "Label { color: red !important; }"
  /// let lenient = StyleVocabulary.standard.load(text, named: "card.css")
  /// print(lenient.rules[0].declarations.count)  // 1, with a warning
  /// let strict = StyleVocabulary.standard.load(text, named: "card.css", warningsAsErrors: true)
  /// print(strict.rules[0].declarations.count)  // 0, with an error
  /// ```
  ///
  /// - Parameters:
  ///   - text: The sheet's text.
  ///   - name: The sheet's name, which is also the file that diagnostics and explanations
  ///     name. Load a changed version under the same name to replace the old one.
  ///   - limits: Bounds on the input, for text from outside the app.
  ///   - warningsAsErrors: Whether each warning is an error, and what it is about left out.
  /// - Returns: The sheet, with every problem found.
  /// - Complexity: O(*n*) in the length of the text, for a vocabulary of fixed size.
  public func load(
    _ text: String, named name: String, limits: TextLimits = .standard,
    warningsAsErrors: Bool = false
  )
    -> CSSStylesheet
  {
    var loader = Loader(
      vocabulary: self, source: text, name: name, file: name, limits: limits,
      warningsAsErrors: warningsAsErrors)
    return loader.load()
  }

  /// Checks a text stylesheet without building its rules: the problems that
  /// ``load(_:named:limits:warningsAsErrors:)`` would report, for an editor or a lint step.
  ///
  /// ```swift
  /// let problems = StyleVocabulary.standard.diagnostics(
  ///   of: "Label { colr: red; }", named: "card.css")
  /// print(problems.map(\.code))  // [unknownProperty]
  /// ```
  ///
  /// - Parameters:
  ///   - text: The sheet's text.
  ///   - name: The file that diagnostics name.
  ///   - limits: Bounds on the input.
  /// - Returns: Every problem, in the order of the text.
  /// - Complexity: O(*n*) in the length of the text, for a vocabulary of fixed size.
  public func diagnostics(
    of text: String, named name: String, limits: TextLimits = .standard
  ) -> [TextDiagnostic] {
    var loader = Loader(vocabulary: self, source: text, name: name, file: name, limits: limits)
    loader.buildsRules = false
    return loader.load().diagnostics
  }
}

extension StyleVocabulary {
  /// Reads a text stylesheet from a file, recovering from every problem it can, as
  /// ``load(_:named:limits:warningsAsErrors:)`` does.
  ///
  /// ```swift
  /// let loaded = try StyleVocabulary.standard.load(contentsOfFile: "Styles/card.css")
  /// ```
  ///
  /// The file is read as UTF-8; bytes that are not UTF-8 read as U+FFFD, a byte order mark
  /// at its start is skipped, and a file over the limit is not read past it. Problems in
  /// the text are diagnostics of the sheet; only a file that cannot be read throws.
  ///
  /// - Parameters:
  ///   - path: The file's path.
  ///   - name: The sheet's name; by default the file's name, which diagnostics name.
  ///   - limits: Bounds on the input.
  /// - Returns: The sheet, with every problem found in it.
  /// - Throws: ``TextFileError`` if the file cannot be read or is not a regular file.
  public func load(
    contentsOfFile path: String, named name: String? = nil, limits: TextLimits = .standard
  ) throws(TextFileError) -> CSSStylesheet {
    let bytes = try FileReader.bytes(atPath: path, limit: limits.maximumBytes)
    let fileName = String(path.split(separator: "/").last ?? Substring(path))
    return load(String(decoding: bytes, as: UTF8.self), named: name ?? fileName, limits: limits)
  }
}
