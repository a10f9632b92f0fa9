import KataTexts
import KataPlatform
import Foundation

/// Problems with the runner's own setup (not the learner's code): no workbook found, no compiler,
/// the runtime library failed to build. Their descriptions are shown to the user as they are.
public enum EngineError: Error, Equatable, CustomStringConvertible, LocalizedError {
    case projectNotFound(start: String)
    case compilerNotFound
    case runtimeBuildFailed(output: String)
    case runtimeMissing(path: String)

    public var description: String {
        switch self {
        case .projectNotFound(let start):
            return EngineText.message("engine.projectNotFound", ["path": start], fallback: Self.projectNotFoundFallback)
        case .compilerNotFound:
            return EngineText.message("engine.compilerNotFound")
        case .runtimeBuildFailed(let output):
            return EngineText.message("engine.runtimeBuildFailed", ["output": output])
        case .runtimeMissing(let path):
            return EngineText.message("engine.runtimeMissing", ["path": path])
        }
    }

    public var errorDescription: String? { description }

    /// Outside a workbook there are no texts to read, so this one sentence has its English here
    /// (kept equal to `engine.projectNotFound` of `Texts/en/messages.json` by a test).
    static let projectNotFoundFallback = """
        No ContainerKata workbook found in {path} or any folder above it (looked for Package.swift \
        with Exercises/ beside it). Run kata from inside the workbook.
        """
}
