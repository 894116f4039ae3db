/// The `--help` text of the tool and of each of its commands.
enum HelpText {
  static let tool = """
    OVERVIEW: Checks, formats and compiles Cascade's text stylesheets and design token files.

    USAGE: cascade <command> [options] FILE…

    COMMANDS:
      lint      Report every problem in sheets (.css) and design token files (.tokens.json).
      format    Print sheets in the canonical form, keeping their comments.
      tokens    Write design token files as typed Swift: a constant per token, a theme per
                file.
      explain   Show which rules style an element, and what each property resolves to.

    Run `cascade <command> --help` for a command's options. Exit status: 0 when all is well,
    1 when the files have problems, 2 when the tool is used wrongly.
    """

  static let lint = """
    OVERVIEW: Report every problem in sheets and design token files, as a compiler does.

    USAGE: cascade lint [--warnings-as-errors] [--format text|json] FILE… [cascade.json]

    Reads each sheet (.css) with the standard vocabulary (or UIKit's, where a cascade.json
    given says so) and each design token file
    (.tokens.json, .tokens) with the library's token reader. A sheet's var() may read the
    standard tokens and every token of the token files given with it, named after its path:
    `color.brand.primary` is var(--color-brand-primary). A path the standard mapping knows
    (`color.text.primary`) gives the standard token (var(--primary-text)) its value instead.

    Each problem is one line, which Xcode and editors read:
      Card.css:3:5: error: unknown property `colr` [unknownProperty]
      Card.css:3:5: note: did you mean `color`?

    A `cascade.json` given with the sheets declares the view types and properties an app
    registers itself, so that the sheets may use them; it is checked too:
      { "types": { "Card": "View" },
        "properties": { "elevation": { "on": "Card", "keywords": ["flat", "raised"] },
                        "stripe-color": { "on": "Card", "type": "Color?" } } }
    A type names the substitute it derives from; a property, the types that have it and its
    Swift type (Color, Font, Double, Int, Bool, String, EdgeInsets, Shadow, Border, Axis,
    ContentMode, LineBreakMode, TextAlignment or TintAdjustmentMode, each with `?` for an
    optional) or its keywords. `"vocabulary": "uikit"` checks the sheets as
    StyleVocabulary.uiKit reads them (UILabel, UISwitch, image-tint-color, …).

    OPTIONS:
      --warnings-as-errors  Report each warning as an error, and fail on it.
      --format <format>     `text` (the default), or `json`: one object with every problem,
                            its range, severity, code, suggestion and notes.
      -h, --help            Show this help.

    Exit status: 1 if any problem is an error, else 0; 2 for a file that cannot be read.
    """

  static let format = """
    OVERVIEW: Print sheets in the canonical form the library prints, keeping their comments.

    USAGE: cascade format [--check | --in-place] SHEET… [TOKENS…] [cascade.json]

    Prints one sheet to standard output; with --in-place, rewrites each sheet that is not in
    canonical form; with --check, names each such sheet and changes nothing. A comment is
    kept before the rule or declaration that follows it. Design token files and a
    `cascade.json` given with the sheets name the tokens, types and properties the sheets
    read, as for `cascade lint`; they are not formatted.
    A sheet with problems is left as it is and its problems printed: the canonical form
    leaves out what a problem is about.

    OPTIONS:
      --check       Change nothing; exit 1 if a sheet is not in canonical form.
      --in-place    Rewrite each sheet that is not in canonical form.
      -h, --help    Show this help.
    """

  static let tokens = """
    OVERVIEW: Write design token files as typed Swift, checked by the compiler.

    USAGE: cascade tokens [--public] --output DIR TOKENS… [SHEETS…] [cascade.json]

    Writes DIR/DesignTokens.swift (only when its text changes) with, for each token:
      a constant, `Token<CascadeViews.Color>.colorBrandPrimary` for `color.brand.primary`,
        with the path and `$description` in its doc comment;
    for each file, a theme with its values written into the source: `Theme.brandTokens` for
    Brand.tokens.json, which no launch reads again; a file named `….dark.tokens.json`
    extends the theme of the light file given before it; and `StyleVocabulary
    .generatedTokens` and `DesignTokenMapping.generatedTokens`, which add the constants to the
    standard ones, for sheets and for loading the same files at run time.

    A name is the path's words in lower camel case, so it changes only when its path does.
    Two paths with one name (`color.brand-primary`, `color.brand.primary`) are an error, as
    is any problem `cascade lint` finds in the files, sheets (.css) and `cascade.json` given
    with them included: then nothing is written. The build plugin runs this command.
    A path the standard mapping knows (`color.text.primary`) sets the standard token.

    OPTIONS:
      --output <dir>  The folder to write DesignTokens.swift into; made if missing.
      --public        Make the declarations public, for a module that shares its tokens.
      -h, --help      Show this help.
    """

  static let explain = """
    OVERVIEW: Show which rules style an element, and what each property resolves to.

    USAGE: cascade explain SHEET [TOKENS…] [cascade.json] --element <element> [--dark]

    Builds the element described from the substitute views, applies the sheet to it, and
    prints each property the sheet sets: its value, the rule it came from, where that rule's
    declaration is (`Card.css:3:5`) and the rules it overrides. The sheet's problems are
    printed first, as `cascade lint` prints them.

    The element is a chain of views, outermost first, each `Type.class:state`, separated by
    `>` or a space (a descendant is a child here): `View.card > Label.title:highlighted`.
    The types are View, Label, Button, TextField, ImageView and StackView (a view without
    one is a View), and those a `cascade.json` given declares, with UIKit's (UIView,
    UILabel, …, UISwitch, UISlider) where it names UIKit's vocabulary; the states
    highlighted, selected, disabled and focused.

    OPTIONS:
      --element <element>  The element to explain.
      --dark               Resolve in the dark theme and traits, not the light ones.
      -h, --help           Show this help.
    """
}
