// swift-tools-version: 6.0

import PackageDescription

let package = Package(
  name: "Cascade",
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
    .testTarget(name: "CascadeTests", dependencies: ["Cascade"]),
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
