// swift-tools-version: 6.0
//
// Cadence sequences timed work the way Core Animation does, on Linux and Apple
// platforms, with no package dependencies: Foundation, Dispatch and the standard
// library only.

import PackageDescription

let package = Package(
    name: "Cadence",
    // `Clock`/`Duration` (used by the clocks layer) need these releases.
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "Cadence", targets: ["Cadence"]),
        // The deterministic test fixture; imports neither XCTest nor Testing.
        .library(name: "CadenceTesting", targets: ["CadenceTesting"]),
        // Later: CadenceJitter, the `cadence` executable.
    ],
    targets: [
        .target(name: "Cadence"),
        .target(name: "CadenceTesting", dependencies: ["Cadence"]),
        .target(name: "CadenceCommandLine", dependencies: ["Cadence", "CadenceTesting"]),
        .testTarget(name: "CadenceTests", dependencies: ["Cadence", "CadenceTesting"]),
        .testTarget(name: "CadenceTestingTests", dependencies: ["Cadence", "CadenceTesting"]),
        .testTarget(name: "CadenceCommandLineTests", dependencies: ["CadenceCommandLine", "Cadence", "CadenceTesting"]),
    ],
    swiftLanguageModes: [.v6]
)
