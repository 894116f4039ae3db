// swift-tools-version: 6.0

import PackageDescription

let package = Package(
  name: "Cascade",
  // The diagnostics channel's lock, Synchronization.Mutex, needs these on Apple platforms.
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "Cascade", targets: ["Cascade"]),
    .library(name: "CascadeViews", targets: ["CascadeViews"]),
    .executable(name: "Showcase", targets: ["Showcase"]),
    .executable(name: "CascadeBenchmarks", targets: ["CascadeBenchmarks"]),
  ],
  targets: [
    .target(name: "Cascade"),
    .target(name: "CascadeViews", dependencies: ["Cascade"]),
    .executableTarget(name: "Showcase", dependencies: ["CascadeViews"]),
    .executableTarget(name: "CascadeBenchmarks", dependencies: ["CascadeViews", "HeapStatistics"]),
    .target(name: "HeapStatistics"),
    // A reference model of the cascade, kept apart from the engine so that it shares none
    // of its code, with the generator and driver that compare the two.
    .target(
      name: "CascadeReferenceModel", dependencies: ["Cascade"],
      path: "Tests/CascadeReferenceModel"),
    .testTarget(name: "CascadeTests", dependencies: ["Cascade", "CascadeReferenceModel"]),
    .testTarget(name: "CascadeViewsTests", dependencies: ["CascadeViews"]),
  ],
  swiftLanguageModes: [.v6]
)

for target in package.targets where target.name != "HeapStatistics" {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .enableUpcomingFeature("ExistentialAny"),
      .enableUpcomingFeature("MemberImportVisibility"),
      .enableUpcomingFeature("InternalImportsByDefault"),
    ]
}
