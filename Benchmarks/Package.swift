// swift-tools-version: 6.0
//
// Cadence's benchmarks: a nested package, so the root package stays free of
// benchmark code and `swift test` at the root never builds it. Run with
// `Benchmarks/run` (release); see Docs/Performance.md.

import PackageDescription

let package = Package(
    name: "CadenceBenchmarks",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    dependencies: [.package(name: "Cadence", path: "..")],
    targets: [
        .executableTarget(
            name: "CadenceBenchmarks",
            dependencies: [
                .product(name: "Cadence", package: "Cadence"),
                .product(name: "CadenceTesting", package: "Cadence"),
                .product(name: "CadenceJitter", package: "Cadence"),
                .product(name: "CadenceCommandLine", package: "Cadence"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
