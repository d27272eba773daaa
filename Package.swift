// swift-tools-version: 6.0
//
// Cadence sequences timed work the way Core Animation does, on Linux and Apple
// platforms, with no package dependencies: Foundation, Dispatch and the standard
// library only.

import PackageDescription

/// The platforms without QuartzCore, where `CadenceCoreAnimation` builds against the stand-in.
let withoutQuartzCore = TargetDependencyCondition.when(platforms: [.linux, .windows, .android, .wasi, .openbsd, .watchOS])

let package = Package(
    name: "Cadence",
    // `Clock`/`Duration` (used by the clocks layer) need these releases.
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "Cadence", targets: ["Cadence"]),
        // The deterministic test fixture; imports neither XCTest nor Testing.
        .library(name: "CadenceTesting", targets: ["CadenceTesting"]),
        // The command line: plays scenario files; `swift run cadence demo`.
        .executable(name: "cadence", targets: ["CadenceCLI"]),
        // The command as a library: read, run and draw scenarios from Swift.
        .library(name: "CadenceCommandLine", targets: ["CadenceCommandLine"]),
        // Measures scheduler jitter: how late timed work runs on the real clock.
        .library(name: "CadenceJitter", targets: ["CadenceJitter"]),
        // Lowering to Core Animation, and the host that drives real CALayers on Apple platforms.
        .library(name: "CadenceCoreAnimation", targets: ["CadenceCoreAnimation"]),
    ],
    targets: [
        .target(name: "Cadence"),
        .target(name: "CadenceTesting", dependencies: ["Cadence"]),
        .target(name: "CadenceCommandLine", dependencies: ["Cadence", "CadenceTesting", "CadenceJitter"]),
        // Not "cadence": Sources/cadence and Sources/Cadence would be one folder on macOS.
        .executableTarget(name: "CadenceCLI", dependencies: ["CadenceCommandLine"]),
        // Uses CadenceTesting's seeded generator for repeatable loads.
        .target(name: "CadenceJitter", dependencies: ["Cadence", "CadenceTesting"]),
        // The QuartzCore host is in the library only where QuartzCore is.
        .target(name: "CadenceCoreAnimation", dependencies: ["Cadence"]),
        // Where QuartzCore is missing, the test targets compile the QuartzCore host (a link to
        // its file, QUARTZCORE_STAND_IN) against this stand-in: Apple's declarations, implemented
        // on Cadence's compositor. A test double, no product, and no dependency of any library,
        // so a user's package never builds it; see Docs/ApplePlatforms.md.
        .target(name: "QuartzCoreStandIn", dependencies: ["Cadence"], path: "Tests/QuartzCoreStandIn"),
        .testTarget(name: "CadenceTests", dependencies: ["Cadence", "CadenceTesting"]),
        .testTarget(
            name: "CadenceCoreAnimationTests",
            dependencies: ["CadenceCoreAnimation", "Cadence", "CadenceTesting", .target(name: "QuartzCoreStandIn", condition: withoutQuartzCore)],
            swiftSettings: [.define("QUARTZCORE_STAND_IN")]),
        .testTarget(name: "CadenceTestingTests", dependencies: ["Cadence", "CadenceTesting"]),
        .testTarget(
            name: "CadenceCommandLineTests", dependencies: ["CadenceCommandLine", "CadenceCLI", "Cadence", "CadenceTesting"],
            // Expected outputs, read by path from the tests.
            exclude: ["Expected"]),
        .testTarget(name: "CadenceJitterTests", dependencies: ["CadenceJitter", "Cadence", "CadenceTesting"]),
        // The README's and Docs/' snippets, compiled and run; `swift run DocumentationSnippets`
        // writes them into Generated/ from the pages.
        .executableTarget(name: "DocumentationSnippets", path: "Tests/DocumentationSnippets"),
        .testTarget(
            name: "CadenceDocumentationTests",
            dependencies: [
                "Cadence", "CadenceTesting", "CadenceCommandLine", "CadenceJitter", "CadenceCoreAnimation",
                "DocumentationSnippets",
                // Snippets that import QuartzCore compile against the stand-in where it is missing.
                .target(name: "QuartzCoreStandIn", condition: withoutQuartzCore),
            ],
            swiftSettings: [.define("QUARTZCORE_STAND_IN")]),
    ],
    swiftLanguageModes: [.v6]
)
