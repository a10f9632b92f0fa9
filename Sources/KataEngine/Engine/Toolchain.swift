import KataTexts
import KataPlatform
import Foundation

/// The compiler and the prebuilt runtime (`libKataRuntime.so` + modules) that learners' files are
/// linked against. Discovery does no process launches in the common case, because it runs on
/// every edit→verdict loop.
public struct Toolchain: Sendable {
    public var swiftc: URL
    /// The compiler's version line; part of the cache key.
    public var version: String
    public var runtimeLibraryDirectory: URL
    public var modulesDirectory: URL
    /// SwiftPM's scratch path the runtime was (or will be) built in.
    public var buildDirectory: URL
    public var configuration: String
    public var project: Project

    public init(
        swiftc: URL, version: String, runtimeLibraryDirectory: URL, modulesDirectory: URL,
        buildDirectory: URL, configuration: String, project: Project
    ) {
        self.swiftc = swiftc
        self.version = version
        self.runtimeLibraryDirectory = runtimeLibraryDirectory
        self.modulesDirectory = modulesDirectory
        self.buildDirectory = buildDirectory
        self.configuration = configuration
        self.project = project
    }

    /// The runtime library file (platform-specific name).
    public var runtimeLibrary: URL {
        runtimeLibraryDirectory.appendingPathComponent(Platform.sharedLibraryName("KataRuntime"))
    }

    /// Finds swiftc (env `SWIFTC`, else PATH) and the build directory (`buildDirectory`, else env
    /// `KATA_BUILD_DIR`, else `<root>/.build`).
    public static func discover(project: Project, configuration: String = "debug", buildDirectory: URL? = nil) throws -> Toolchain {
        guard let swiftc = Platform.findExecutable("swiftc", override: Platform.environment["SWIFTC"]) else {
            throw EngineError.compilerNotFound
        }
        let build = buildDirectory
            ?? Platform.environment["KATA_BUILD_DIR"].map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? project.url(".build")
        let libDir = build.appendingPathComponent(configuration, isDirectory: true)
        return Toolchain(
            swiftc: swiftc,
            version: CompilerVersion.read(swiftc: swiftc, cacheDirectory: build.appendingPathComponent("kata-cache")),
            runtimeLibraryDirectory: libDir,
            modulesDirectory: libDir.appendingPathComponent("Modules", isDirectory: true),
            buildDirectory: build,
            configuration: configuration,
            project: project
        )
    }

    /// Written after each successful runtime build (see `runtimeIsFresh`).
    var runtimeStamp: URL {
        runtimeLibraryDirectory.appendingPathComponent("kata-runtime.stamp")
    }

    /// Source folders the runtime library is built from.
    static let runtimeSourceFolders = ["Sources/UIKitSim", "Sources/KataCatalog", "Sources/KataGraders"]

    /// True when the runtime library exists and is newer than every source it is built from
    /// (and than Package.swift). An mtime walk, not a build: cheap enough for every attempt.
    public var runtimeIsFresh: Bool {
        guard let library = FileStat.modificationDate(runtimeLibrary),
              FileManager.default.fileExists(atPath: modulesDirectory.appendingPathComponent("KataGraders.swiftmodule").path)
        else { return false }
        // SwiftPM does not relink when a touched source compiles to the same objects, so a
        // successful `ensureRuntime` build also leaves a stamp that counts as "built now".
        let built = max(library, FileStat.modificationDate(runtimeStamp) ?? library)
        let newest = FileStat.newestModification(
            under: Self.runtimeSourceFolders.map(project.url) + [project.url("Package.swift")])
        return newest.map { $0 <= built } ?? true
    }

    /// Builds the runtime with SwiftPM when it is missing or older than its sources, passing
    /// SwiftPM's output lines to `progress`.
    ///
    /// `--ignore-lock`: when called from inside `swift test` (the engine's and the workbook's own
    /// tests), the running `swift test` holds SwiftPM's lock on this scratch path while it waits
    /// for the tests, so a plain `swift build` would wait forever. Concurrent runtime builds by
    /// kata processes are serialised by our own lock file instead.
    public func ensureRuntime(progress: (String) -> Void) throws {
        if runtimeIsFresh { return }
        let swift = Platform.findExecutable("swift", override: Platform.environment["SWIFT"])
            ?? swiftc.deletingLastPathComponent().appendingPathComponent("swift")
        try FileLock.withLock(buildDirectory.appendingPathComponent("kata-runtime.lock")) {
            if runtimeIsFresh { return }  // another process built it while we waited
            progress(EngineText.message("engine.buildingRuntime"))
            let command = [
                swift.path, "build", "--product", "KataRuntime",
                "--package-path", project.root.path,
                "--scratch-path", buildDirectory.path,
                "-c", configuration, "--ignore-lock",
            ]
            let result = try SwiftPMBuild.run(command, progress: progress)
            guard result.succeeded else { throw EngineError.runtimeBuildFailed(output: result.tail) }
            guard FileManager.default.fileExists(atPath: runtimeLibrary.path) else {
                throw EngineError.runtimeMissing(path: runtimeLibrary.path)
            }
            try? Data().write(to: runtimeStamp)
        }
    }
}
