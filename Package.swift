// swift-tools-version: 6.2

import PackageDescription

// Linux has no UIKit, QuartzCore or SwiftUI: there the platform layers compile against
// declaration stubs of the API they use, in targets named after the frameworks. They are
// declared only when the manifest is read on Linux, so that on Apple platforms no target of a
// system framework's name (or of Swift Testing's `_Testing_UIKit` overlay) is in the package
// graph: it could clash with another package's target or shadow the real framework.
#if os(Linux)
  let uiKitStub: [Target.Dependency] = [
    .target(name: "UIKit", condition: .when(platforms: [.linux]))
  ]
  let uiKitTestingStub: [Target.Dependency] = [
    .target(name: "_Testing_UIKit", condition: .when(platforms: [.linux]))
  ]
  let swiftUIStub: [Target.Dependency] = [
    .target(name: "SwiftUI", condition: .when(platforms: [.linux]))
  ]
#else
  let uiKitStub: [Target.Dependency] = []
  let uiKitTestingStub: [Target.Dependency] = []
  let swiftUIStub: [Target.Dependency] = []
#endif

let package = Package(
  name: "Cascade",
  // The floor UIKit apps that ship today can meet. `.ci/availability.sh` checks that no
  // declaration above it is used unguarded, reading the floor from this line.
  platforms: [.macOS(.v12), .iOS(.v15), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
  products: [
    .library(name: "Cascade", targets: ["Cascade"]),
    .library(name: "CascadeCSS", targets: ["CascadeCSS"]),
    .library(name: "CascadeViews", targets: ["CascadeViews"]),
    .library(name: "CascadePreview", targets: ["CascadePreview"]),
    .library(name: "CascadeUIKit", targets: ["CascadeUIKit"]),
    .library(name: "CascadeElements", targets: ["CascadeElements"]),
    .library(name: "CascadeSwiftUI", targets: ["CascadeSwiftUI"]),
    .executable(name: "Showcase", targets: ["Showcase"]),
    .executable(name: "CascadeBenchmarks", targets: ["CascadeBenchmarks"]),
    .executable(name: "cascade", targets: ["CascadeToolMain"]),
    .plugin(name: "CascadePlugin", targets: ["CascadePlugin"]),
  ],
  targets: [
    .target(name: "Cascade"),
    // Text stylesheets know no view type; the substitutes' vocabulary for them ships with
    // the substitutes, so CascadeViews sits above CascadeCSS.
    .target(name: "CascadeCSS", dependencies: ["Cascade"]),
    .target(name: "CascadeViews", dependencies: ["Cascade", "CascadeCSS"]),
    // Resolves elements that are described, not built (SwiftUI's views), with the engine and
    // the sheets that style the substitutes: each element is styled as a substitute record.
    .target(name: "CascadeElements", dependencies: ["CascadeViews"]),
    // SwiftUI views styled by the same sheets: iOS, iPadOS, Mac Catalyst, macOS, tvOS,
    // watchOS and visionOS, wherever SwiftUI exists; on Linux, against the stub.
    .target(
      name: "CascadeSwiftUI", dependencies: ["CascadeElements", "CascadeViews"] + swiftUIStub),
    // Renders substitute view trees to HTML pages; Foundation only to write them to files.
    .target(name: "CascadePreview", dependencies: ["CascadeViews"]),
    // UIKit's views in stylesheets: iOS, iPadOS, Mac Catalyst, tvOS and visionOS, where
    // UIView exists (not watchOS, whose UIKit has no views: there the module is empty). On
    // Linux it compiles against the declaration stubs, so that it is built and tested here.
    .target(name: "CascadeUIKit", dependencies: ["Cascade", "CascadeViews"] + uiKitStub),
    // The Showcase's profile card, its sheet and its preview page, in a library so that the
    // browser check in CascadePreviewTests renders the very card the Showcase shows.
    .target(name: "ShowcaseCard", dependencies: ["CascadeViews", "CascadePreview"]),
    // The profile card's sheet is a text file beside the sources, read at run time.
    .executableTarget(
      name: "Showcase", dependencies: ["CascadeViews", "CascadePreview", "ShowcaseCard"],
      exclude: ["ProfileCard.css", "ProfileCard.tokens.json"]),
    // The `cascade` tool's commands, in a library so that tests run them in-process; it reads
    // files with Foundation, which the toolchain ships.
    .target(name: "CascadeTool", dependencies: ["CascadeCSS", "CascadeViews"]),
    // The `cascade` executable: only the process's arguments and streams. Its module is not
    // named `cascade`, which a case-insensitive file system would take for `Cascade`.
    .executableTarget(name: "CascadeToolMain", dependencies: ["CascadeTool"]),
    // Runs the tool on a target's sheets and token files when it builds: lint, and the
    // typed tokens compiled into the target.
    .plugin(
      name: "CascadePlugin", capability: .buildTool(), dependencies: ["CascadePluginTool"]),
    // The tool as the plugin runs it. The `cascade` product's target cannot be the plugin's
    // tool: SwiftPM 6.3 looks a same-package plugin's tool up as a product named after the
    // target (swiftlang/swift-package-manager#8831), and ExampleScreens uses the plugin here.
    .executableTarget(name: "CascadePluginTool", dependencies: ["CascadeTool"]),
    .executableTarget(
      name: "CascadeBenchmarks",
      dependencies: ["CascadeViews", "CascadeElements", "HeapStatistics"]),
    .target(name: "HeapStatistics"),
    // A reference model of the cascade, kept apart from the engine so that it shares none
    // of its code, with the generator and driver that compare the two.
    .target(
      name: "CascadeReferenceModel", dependencies: ["Cascade"],
      path: "Tests/Support/CascadeReferenceModel"),
    // Drives the same comparison from libFuzzer's bytes; built for fuzzing by
    // .ci/fuzz-cascade.sh. A plain build makes a tool that replays inputs from files.
    .executableTarget(
      name: "CascadeFuzz", dependencies: ["CascadeReferenceModel", "FuzzerDriver"],
      path: "Tests/Fuzz/CascadeFuzz"),
    // Fuzzes the text stylesheet loader and the design token reader; built for fuzzing by
    // .ci/fuzz-css.sh, and a plain build checks the seed corpus, kept beside it.
    .executableTarget(
      name: "CascadeCSSFuzz",
      dependencies: ["CascadeViews", "CascadeCSS", "CascadeTool", "FuzzerDriver"],
      path: "Tests/Fuzz/CascadeCSSFuzz", exclude: ["Corpus", "css.dict", "tokens.dict"]),
    // Runs headless Chromium for the tests that check pages and CSS against a browser.
    .target(name: "HeadlessBrowser", path: "Tests/Support/HeadlessBrowser"),
    // Measures how the steps a stage takes, and the bytes it allocates, grow with its input,
    // for the scaling tests.
    .target(name: "Scaling", dependencies: ["AllocationCounter"], path: "Tests/Support/Scaling"),
    // Counts the bytes each thread allocates, in the test executable, for Scaling.
    .target(name: "AllocationCounter", path: "Tests/Support/AllocationCounter"),
    // Declares libFuzzer's driver, which the fuzzing build of CascadeFuzz calls.
    .target(name: "FuzzerDriver", path: "Tests/Fuzz/FuzzerDriver"),
    .testTarget(
      name: "CascadeTests", dependencies: ["Cascade", "CascadeReferenceModel", "Scaling"]),
    .testTarget(name: "CascadeViewsTests", dependencies: ["CascadeViews", "Scaling"]),
    .testTarget(
      name: "CascadeToolTests",
      // CascadeUIKit, for comparing the tool's UIKit vocabulary with the library's.
      dependencies: ["CascadeTool", "CascadeCSS", "CascadeViews", "CascadeUIKit", "Scaling"]
        + uiKitStub + uiKitTestingStub),
    // Every Swift sample in README.md and the catalogs is an excerpt of a snippet: a check of
    // the documentation's text, apart from the tests of any module.
    .testTarget(name: "DocumentationTests"),
    .testTarget(
      name: "CascadeCSSTests",
      dependencies: [
        "CascadeCSS", "CascadeViews", "CascadeReferenceModel", "Scaling", "HeadlessBrowser",
      ]),
    .testTarget(
      name: "CascadeUIKitTests",
      dependencies: ["CascadeUIKit", "ShowcaseCard"] + uiKitStub + uiKitTestingStub),
    .testTarget(
      name: "CascadeElementsTests", dependencies: ["CascadeElements", "CascadeViews", "Scaling"]),
    .testTarget(
      name: "CascadeSwiftUITests",
      dependencies: ["CascadeSwiftUI", "CascadeElements", "CascadeViews"] + swiftUIStub),
    .testTarget(
      name: "CascadePreviewTests",
      dependencies: [
        "CascadePreview", "CascadeViews", "ShowcaseCard", "Scaling", "HeadlessBrowser",
      ]),
  ],
  swiftLanguageModes: [.v6]
)

#if os(Linux)
  package.targets += [
    // Declaration stubs of the UIKit, QuartzCore and SwiftUI API that the platform layers
    // use, under the frameworks' own names; Sources/Stubs/README.md audits each against the
    // SDKs.
    .target(name: "UIKit", dependencies: ["QuartzCore"], path: "Sources/Stubs/UIKit"),
    .target(name: "QuartzCore", path: "Sources/Stubs/QuartzCore"),
    // Swift Testing on Linux declares a cross-import overlay for UIKit; this empty module
    // stands in for the one the SDKs ship.
    .target(name: "_Testing_UIKit", path: "Sources/Stubs/_Testing_UIKit"),
    // SwiftUI on iOS imports UIKit, for `UIHostingController`.
    .target(
      name: "SwiftUI", dependencies: ["UIKit"], path: "Sources/Stubs/SwiftUI",
      exclude: ["README.md"]),
    // The example app's screens, compiled here against the stubs; the app package in
    // Examples/CascadeExample.swiftpm builds them, with its app file, in Xcode. Both apply
    // CascadePlugin to the app's sheet and token file, so both compile the same generated
    // tokens.
    .target(
      name: "ExampleScreens", dependencies: ["Cascade", "CascadeUIKit", "CascadeSwiftUI"],
      path: "Examples/CascadeExample.swiftpm",
      exclude: ["App", "README.md", "Package.swift"],
      sources: ["Screens"],
      resources: [.copy("Resources/Profile.css"), .copy("Resources/Profile.tokens.json")],
      plugins: ["CascadePlugin"]),
    .testTarget(name: "ExampleScreensTests", dependencies: ["ExampleScreens"]),
  ]
#endif

// .ci/run sets CASCADE_TYPECHECK_WARNINGS (milliseconds) for its one debug build, so that the
// compile-time budget reads the slow bodies and expressions from that build's log instead of
// compiling the package again. Unset, as for a package that depends on this one, the
// manifest adds no unsafe flag.
let typeCheckWarnings: [SwiftSetting] =
  Context.environment["CASCADE_TYPECHECK_WARNINGS"].map { limit in
    [
      .unsafeFlags([
        "-Xfrontend", "-warn-long-function-bodies=\(limit)",
        "-Xfrontend", "-warn-long-expression-type-checking=\(limit)",
      ])
    ]
  } ?? []

// .ci/run sets CASCADE_TESTS_UNOPTIMIZED for its builds: its optimized configuration then
// compiles the test targets without optimizing them, as their code is only the driver of the
// optimized library modules, whose behaviour under the optimizer is what that run checks.
// Unset, the manifest adds no unsafe flag.
let unoptimizedTests: [SwiftSetting] =
  Context.environment["CASCADE_TESTS_UNOPTIMIZED"] == nil ? [] : [.unsafeFlags(["-Onone"])]

// Every Swift target; the C targets take no Swift settings.
let cTargets = ["HeapStatistics", "FuzzerDriver", "AllocationCounter"]
for target in package.targets where !cTargets.contains(target.name) && target.type != .plugin {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .enableUpcomingFeature("ExistentialAny"),
      .enableUpcomingFeature("MemberImportVisibility"),
      .enableUpcomingFeature("InternalImportsByDefault"),
    ] + typeCheckWarnings + (target.type == .test ? unoptimizedTests : [])
}
