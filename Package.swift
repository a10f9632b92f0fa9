// swift-tools-version:6.0
// ContainerKata: a workbook for iOS view-controller containment, graded against a simulated UIKit.
// No package dependencies by design: the toolchain's Foundation, Swift Testing and XCTest only.
import PackageDescription

/// Every module but the tests is optimized even in debug builds (`swift run kata`): the runner's
/// own work and the grader program's run (UIKitSim, the graders) are what a learner waits for on
/// every verdict, beside the one compile of their own file (`make bench`), and nobody steps
/// through them while learning — as Cargo projects raise `opt-level` for their dependencies. The
/// tests exercise these same optimized builds.
let runnerOptimized: [SwiftSetting] = [.unsafeFlags(["-O"], .when(configuration: .debug))]

let package = Package(
    name: "ContainerKata",
    products: [
        // The simulated UIKit, for learners' files and for any package that wants it.
        .library(name: "UIKitSim", targets: ["UIKitSim"]),
        // The runner as a library: everything `kata` does, testable without the CLI.
        .library(name: "KataKit", targets: ["KataKit"]),
        // What a learner's file is linked against when graded: UIKitSim plus the prebuilt graders,
        // in one shared library so that there is exactly one copy of UIKitSim in the process.
        .library(name: "KataRuntime", type: .dynamic, targets: ["UIKitSim", "UIKitSimTesting", "KataCatalog", "KataGraders"]),
        .executable(name: "kata", targets: ["kata"]),
    ],
    targets: [
        .target(name: "UIKitSim", swiftSettings: runnerOptimized),
        // A Swift Testing trait giving each test a fresh simulated world (graders and UIKitSim's tests).
        .target(name: "UIKitSimTesting", dependencies: ["UIKitSim"], swiftSettings: runnerOptimized),
        .target(name: "KataCatalog", swiftSettings: runnerOptimized),
        .target(name: "KataGraders", dependencies: ["UIKitSim", "UIKitSimTesting", "KataCatalog"], swiftSettings: runnerOptimized),
        // The runner, in modules whose dependencies the compiler enforces (see KataKit.swift).
        .target(name: "KataPlatform", swiftSettings: runnerOptimized),
        .target(name: "KataTexts", dependencies: ["KataCatalog"], swiftSettings: runnerOptimized),
        .target(name: "KataEngine", dependencies: ["KataCatalog", "KataPlatform", "KataTexts"], swiftSettings: runnerOptimized),
        .target(name: "KataClassroom", dependencies: ["KataCatalog", "KataPlatform", "KataTexts", "KataEngine"], swiftSettings: runnerOptimized),
        .target(name: "KataWorkbook", dependencies: ["KataCatalog", "KataPlatform", "KataTexts", "KataEngine"], swiftSettings: runnerOptimized),
        .target(
            name: "KataKit",
            dependencies: ["KataCatalog", "KataPlatform", "KataTexts", "KataEngine", "KataClassroom", "KataWorkbook"],
            // Learner-facing texts are data read from the project at run time (never a resource
            // bundle, so a copied `kata` binary still works).
            exclude: ["Texts"],
            swiftSettings: runnerOptimized
        ),
        .executableTarget(name: "kata", dependencies: ["KataKit"], swiftSettings: runnerOptimized),
        .testTarget(name: "UIKitSimTests", dependencies: ["UIKitSim", "UIKitSimTesting"]),
        .testTarget(
            name: "KataKitTests",
            dependencies: ["KataKit", "KataCatalog", "KataPlatform", "KataTexts", "KataEngine", "KataClassroom", "KataWorkbook", "kata"],
            // Learner files used as data (mistakes, alternatives, classroom submissions): graded, not
            // compiled in; Golden/ holds the expected CLI output (refresh: `make golden`).
            exclude: ["Fixtures", "Golden"]
        ),
    ]
)
