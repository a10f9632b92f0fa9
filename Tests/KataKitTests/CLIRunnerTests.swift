import Foundation
import Testing
@testable import KataKit
@testable import KataPlatform
@testable import KataTexts
@testable import KataEngine
@testable import KataClassroom
@testable import KataWorkbook

/// Runs the real `kata` binary built beside this test bundle.
enum KataBinary {
    struct Run {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// `KATA_BINARY` when set, else `kata` in the build folder of the running tests.
    static let url: URL? = {
        if let path = ProcessInfo.processInfo.environment["KATA_BINARY"] { return URL(fileURLWithPath: path) }
        let kata = TestBuild.configurationDirectory.appendingPathComponent("kata")
        return FileManager.default.isExecutableFile(atPath: kata.path) ? kata : nil
    }()

    /// The build folder (`…/debug`) the binary lives in: where the grading runtime is built.
    static var buildConfigurationDirectory: URL? { url?.deletingLastPathComponent() }

    /// Runs `kata arguments` in `directory` with `environment` added to a clean environment
    /// (no color, CI or screen-size variables), feeding `input` to stdin.
    static func run(
        _ arguments: [String], in directory: URL = WorkbookHarness.sourceRoot,
        environment: [String: String] = [:], input: String = "", timeout: Double = 300, binary: URL? = nil
    ) throws -> Run {
        let binary = try #require(binary ?? url, "the kata binary was not found next to the test bundle; set KATA_BINARY")
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var base = ProcessInfo.processInfo.environment
        for key in ["NO_COLOR", "GITHUB_ACTIONS", "KATA_LANG", "LC_ALL", "LC_MESSAGES", "LANG", "CI", "COLUMNS", "LINES"] { base[key] = nil }
        process.environment = base.merging(environment) { _, new in new }
        let out = Pipe(), err = Pipe(), stdin = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = stdin
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        // Read both pipes concurrently so a full pipe cannot stall the child.
        let errData = LockedData()
        let reader = Thread { errData.set(err.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        // A guard against a hung child (never an assertion on time): stop it after `timeout`.
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        while !errData.isSet { Thread.sleep(forTimeInterval: 0.01) }
        return Run(status: process.terminationStatus,
                   stdout: String(decoding: outData, as: UTF8.self),
                   stderr: String(decoding: errData.value, as: UTF8.self))
    }
}

extension KataBinary {
    /// Runs another tool (e.g. `script`, to give the binary a terminal) and returns its stdout.
    static func runTool(_ tool: String, _ arguments: [String], in directory: URL, environment: [String: String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var base = ProcessInfo.processInfo.environment
        for key in ["NO_COLOR", "GITHUB_ACTIONS", "CI"] { base[key] = nil }
        process.environment = base.merging(environment) { _, new in new }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}

final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data: Data?
    func set(_ value: Data) { lock.lock(); data = value; lock.unlock() }
    var isSet: Bool { lock.lock(); defer { lock.unlock() }; return data != nil }
    var value: Data { lock.lock(); defer { lock.unlock() }; return data ?? Data() }
}
