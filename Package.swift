// swift-tools-version:6.0
// ContainerKata: a workbook for iOS view-controller containment, graded against a simulated UIKit.
// No package dependencies by design: the toolchain's Foundation, Swift Testing and XCTest only.
import PackageDescription

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
        .target(name: "UIKitSim"),
        // A Swift Testing trait giving each test a fresh simulated world (graders and UIKitSim's tests).
        .target(name: "UIKitSimTesting", dependencies: ["UIKitSim"]),
        .target(name: "KataCatalog"),
        .target(name: "KataGraders", dependencies: ["UIKitSim", "UIKitSimTesting", "KataCatalog"]),
        // The runner, in modules whose dependencies the compiler enforces (see KataKit.swift).
        .target(name: "KataPlatform"),
        .target(name: "KataTexts", dependencies: ["KataCatalog"]),
        .target(name: "KataEngine", dependencies: ["KataCatalog", "KataPlatform", "KataTexts"]),
        .target(name: "KataClassroom", dependencies: ["KataCatalog", "KataPlatform", "KataTexts", "KataEngine"]),
        .target(name: "KataWorkbook", dependencies: ["KataCatalog", "KataPlatform", "KataTexts", "KataEngine"]),
        .target(
            name: "KataKit",
            dependencies: ["KataCatalog", "KataPlatform", "KataTexts", "KataEngine", "KataClassroom", "KataWorkbook"],
            // Learner-facing texts are data read from the project at run time (never a resource
            // bundle, so a copied `kata` binary still works).
            exclude: ["Texts"]
        ),
        .executableTarget(name: "kata", dependencies: ["KataKit"]),
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
