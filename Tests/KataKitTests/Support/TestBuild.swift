import Foundation

/// Where these tests live and were built: the project root, SwiftPM's scratch path and build
/// configuration, and what the build put there (the `kata` binary, the modules, the runtime).
/// The one place tests look these up, so engine, CLI, catalog and kata tests agree.
enum TestBuild {
    /// The project root, found from this file's path (Tests/KataKitTests/Support/TestBuild.swift).
    static let projectRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The test executable (`<scratch>/<triple>/<configuration>/…xctest` on Linux).
    private static var executable: URL { URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath() }

    /// SwiftPM's scratch path these tests run from: `KATA_BUILD_DIR`, else two levels above the
    /// test executable's folder, else `<root>/.build`.
    static var scratch: URL {
        if let env = ProcessInfo.processInfo.environment["KATA_BUILD_DIR"] { return URL(fileURLWithPath: env) }
        let configurationDir = executable.deletingLastPathComponent()
        let candidate = configurationDir.deletingLastPathComponent().deletingLastPathComponent()
        if FileManager.default.fileExists(atPath: candidate.appendingPathComponent(configurationDir.lastPathComponent).path) {
            return candidate
        }
        return projectRoot.appendingPathComponent(".build")
    }

    static var configuration: String {
        executable.deletingLastPathComponent().lastPathComponent == "release" ? "release" : "debug"
    }

    /// `<scratch>/<configuration>`: the `kata` binary, `libKataRuntime` and `Modules/` are here.
    static var configurationDirectory: URL { scratch.appendingPathComponent(configuration) }
}
