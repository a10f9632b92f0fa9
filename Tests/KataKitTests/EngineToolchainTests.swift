import Foundation
import Testing
@testable import KataKit
@testable import KataPlatform
@testable import KataTexts
@testable import KataEngine
@testable import KataClassroom
@testable import KataWorkbook

/// The runtime staleness check is an mtime comparison: fresh when the library is newer than every
/// source it is built from, stale when a source is touched later or the library is missing.
@Suite struct EngineToolchainTests {
    private func fakeProject() throws -> (Toolchain, URL, URL) {
        let root = try EngineFixture.temporaryDirectory("toolchain")
        let fm = FileManager.default
        for folder in Toolchain.runtimeSourceFolders {
            try fm.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let source = root.appendingPathComponent("Sources/UIKitSim/UIView.swift")
        try Data("// view".utf8).write(to: source)
        try Data("// package".utf8).write(to: root.appendingPathComponent("Package.swift"))
        let build = root.appendingPathComponent(".build")
        let libDir = build.appendingPathComponent("debug")
        try fm.createDirectory(at: libDir.appendingPathComponent("Modules/KataGraders.swiftmodule"), withIntermediateDirectories: true)
        let toolchain = Toolchain(
            swiftc: URL(fileURLWithPath: "/usr/bin/true"), version: "test", runtimeLibraryDirectory: libDir,
            modulesDirectory: libDir.appendingPathComponent("Modules"), buildDirectory: build,
            configuration: "debug", project: Project(root: root))
        return (toolchain, source, root)
    }

    private func setDate(_ url: URL, _ date: Date) throws {
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: url.path)
    }

    @Test func runtimeOlderThanASourceIsStale() throws {
        let (toolchain, source, root) = try fakeProject()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(!toolchain.runtimeIsFresh)  // no library yet
        try Data("lib".utf8).write(to: toolchain.runtimeLibrary)
        let now = Date()
        try setDate(source, now.addingTimeInterval(-100))
        try setDate(root.appendingPathComponent("Package.swift"), now.addingTimeInterval(-100))
        try setDate(toolchain.runtimeLibrary, now.addingTimeInterval(-50))
        #expect(toolchain.runtimeIsFresh)
        try setDate(source, now)
        #expect(!toolchain.runtimeIsFresh)
    }

    @Test func discoverHonoursTheBuildDirectoryAndFindsTheCompiler() throws {
        let build = URL(fileURLWithPath: "/tmp/kata-build-\(UUID().uuidString)")
        let toolchain = try Toolchain.discover(project: EngineFixture.project, configuration: "release", buildDirectory: build)
        #expect(toolchain.runtimeLibraryDirectory.path == build.appendingPathComponent("release").path)
        #expect(toolchain.modulesDirectory.path == build.appendingPathComponent("release/Modules").path)
        #expect(FileManager.default.isExecutableFile(atPath: toolchain.swiftc.path))
        #expect(toolchain.version.contains("Swift"))
        try? FileManager.default.removeItem(at: build)
    }
}
