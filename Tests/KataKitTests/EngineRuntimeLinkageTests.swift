import Foundation
import Testing
@testable import KataKit
@testable import KataPlatform
@testable import KataTexts
@testable import KataEngine
@testable import KataClassroom
@testable import KataWorkbook

/// The link trims libraries the runtime already loads; these prove the ELF reading it relies on.
@Suite struct EngineRuntimeLinkageTests {
    @Test func readsTheRuntimesDependenciesFromItsELFHeader() throws {
        let toolchain = try EngineFixture.toolchain.get()
        let needed = try #require(RuntimeLinkage.neededLibraries(of: toolchain.runtimeLibrary))
        #expect(needed.contains("libFoundation.so"))
        #expect(needed.contains("libTesting.so"))
        #expect(needed.contains("libswiftCore.so"))
    }

    @Test func keepsOnlyLibrariesTheRuntimeDoesNotLoad() throws {
        let toolchain = try EngineFixture.toolchain.get()
        let list = Data("-lswiftCore\n-lFoundation\n-lFoundationNetworking\n-lTesting\n-lpthread\n".utf8)
        let trimmed = try #require(RuntimeLinkage.trimmed(autolinkList: list, runtime: toolchain.runtimeLibrary))
        #expect(String(decoding: trimmed, as: UTF8.self) == "-lFoundationNetworking\n")
    }

    @Test func leavesTheListAloneWhenTheRuntimeIsNotELF() throws {
        let notELF = FileManager.default.temporaryDirectory.appendingPathComponent("not-elf-\(UUID().uuidString).so")
        try Data("#!/bin/sh\n".utf8).write(to: notELF)
        defer { try? FileManager.default.removeItem(at: notELF) }
        #expect(RuntimeLinkage.neededLibraries(of: notELF) == nil)
        #expect(RuntimeLinkage.trimmed(autolinkList: Data("-lFoundation\n".utf8), runtime: notELF) == nil)
    }

    /// The link reads a symbol-less stand-in of the runtime (found first) and no longer names the
    /// Swift libraries the runtime loads; the C libraries stay.
    @Test func linksAgainstAStubOfTheRuntime() throws {
        let toolchain = try EngineFixture.toolchain.get()
        let work = try EngineFixture.temporaryDirectory("stub-link")
        defer { try? FileManager.default.removeItem(at: work) }
        let lld = toolchain.swiftc.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("ld.lld")
        let runtimeDirectory = "-L" + toolchain.runtimeLibraryDirectory.path
        let job = [lld.path, "-m", "elf_x86_64", "-o", "grader", "-L/usr/lib", runtimeDirectory, "learner.o",
                   "-lswiftCore", "-lKataRuntime", "-lc", "-lgcc_s"]
        let linked = try #require(RuntimeLinkage.stubbedLink(job, runtime: toolchain.runtimeLibrary, stubDirectory: work))
        #expect(linked == [lld.path, "-m", "elf_x86_64", "-o", "grader", "-L" + work.path, "-L/usr/lib", runtimeDirectory,
                           "learner.o", "-lKataRuntime", "-lc", "-lgcc_s"])
        let stub = work.appendingPathComponent(toolchain.runtimeLibrary.lastPathComponent)
        let real = try #require(FileStat.size(toolchain.runtimeLibrary))
        let small = try #require(FileStat.size(stub))
        #expect(small < 16_384 && small * 100 < real)
        #expect(RuntimeLinkage.neededLibraries(of: stub) == [])
    }

    @Test(arguments: [("libFoundation.so", "Foundation"), ("libm.so.6", "m"), ("ld-linux.so.2", nil)])
    func namesLibrariesBySoname(soname: String, name: String?) {
        #expect(RuntimeLinkage.libraryName(soname) == name)
    }
}

/// The object's own list, read without `swift-autolink-extract`, matches what that tool prints.
@Test func readsAnObjectsAutolinkEntriesLikeTheExtractTool() throws {
    let toolchain = try EngineFixture.toolchain.get()
    let work = try EngineFixture.temporaryDirectory("autolink")
    defer { try? FileManager.default.removeItem(at: work) }
    let source = work.appendingPathComponent("uses.swift")
    try Data("import Foundation\nlet x = Date()\n".utf8).write(to: source)
    let object = work.appendingPathComponent("uses.o")
    let compiled = ProcessRunner.run(ProcessRequest(command: [toolchain.swiftc.path, "-c", source.path, "-o", object.path], timeout: 120, outputCap: 1 << 20))
    #expect(compiled.succeeded)
    let extractTool = toolchain.swiftc.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("swift-autolink-extract")
    let listFile = work.appendingPathComponent("uses.autolink")
    let extracted = ProcessRunner.run(ProcessRequest(command: [extractTool.path, object.path, "-o", listFile.path], timeout: 60, outputCap: 1 << 20))
    #expect(extracted.succeeded)
    let expected = String(decoding: try Data(contentsOf: listFile), as: UTF8.self).split(whereSeparator: \.isNewline).map(String.init)
    let entries = try #require(RuntimeLinkage.autolinkEntries(ofObject: object))
    #expect(entries.contains("-lFoundation"))
    #expect(Set(entries) == Set(expected))
}
