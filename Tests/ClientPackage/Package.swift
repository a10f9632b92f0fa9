// swift-tools-version:6.0
// A separate package that uses UIKitSim the way an app uses UIKit: it depends on the main
// package by path and compiles ordinary UIKit code against it. `scripts/check-client-package.sh`
// builds and runs it; it exits nonzero if UIKitSim's orders or texts differ from the spec.
import PackageDescription

let package = Package(
    name: "ClientPackage",
    dependencies: [
        .package(name: "ContainerKata", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "ClientApp",
            dependencies: [.product(name: "UIKitSim", package: "ContainerKata")]
        ),
    ]
)
