// swift-tools-version: 6.2

// An app package that adopts CascadePlugin in one line, for .ci/plugin-fixture.sh: its sheet
// and token file are linted when it builds, and its tokens compiled into it as typed Swift.
import PackageDescription

let package = Package(
  name: "CascadePluginFixture",
  platforms: [.macOS(.v12), .iOS(.v15)],
  dependencies: [.package(name: "Cascade", path: "../../..")],
  targets: [
    .executableTarget(
      name: "StyledApp",
      dependencies: [.product(name: "CascadeViews", package: "Cascade")],
      // The configuration is read at build time, by the plugin, and is no resource.
      exclude: ["cascade.json"],
      resources: [.copy("Card.css"), .copy("Brand.tokens.json")],
      plugins: [.plugin(name: "CascadePlugin", package: "Cascade")])
  ],
  swiftLanguageModes: [.v6]
)
