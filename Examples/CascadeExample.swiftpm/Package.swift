// swift-tools-version: 6.2

// The Cascade example app: an app package, which opens in Xcode and in Swift Playgrounds.
// It depends on the Cascade package two folders up.

import AppleProductTypes
import PackageDescription

let package = Package(
  name: "CascadeExample",
  platforms: [.iOS("17.0")],
  products: [
    .iOSApplication(
      name: "CascadeExample",
      targets: ["AppModule"],
      bundleIdentifier: "org.cascade.example",
      displayVersion: "0.1.0",
      bundleVersion: "1",
      appIcon: .placeholder(icon: .palette),
      accentColor: .presetColor(.indigo),
      supportedDeviceFamilies: [.pad, .phone],
      supportedInterfaceOrientations: [
        .portrait, .landscapeRight, .landscapeLeft,
        .portraitUpsideDown(.when(deviceFamilies: [.pad])),
      ]
    )
  ],
  dependencies: [.package(name: "Cascade", path: "../..")],
  targets: [
    .executableTarget(
      name: "AppModule",
      dependencies: [
        .product(name: "Cascade", package: "Cascade"),
        .product(name: "CascadeUIKit", package: "Cascade"),
        .product(name: "CascadeSwiftUI", package: "Cascade"),
      ],
      path: ".",
      exclude: ["README.md"],
      resources: [.copy("Resources/Profile.css"), .copy("Resources/Profile.tokens.json")],
      swiftSettings: [.swiftLanguageMode(.v6)],
      // Lints the sheet and the token file on every build where they changed, and compiles
      // the tokens into the app: `Theme.profileTokens(extending:)`, `.colorBrandFollow`, …
      plugins: [.plugin(name: "CascadePlugin", package: "Cascade")]
    )
  ]
)
