import KataTexts
import KataPlatform
import Foundation
import KataCatalog

/// Reads swiftc's diagnostics (`path:line:col: severity: message` followed by the compiler's own
/// source excerpt) into blocks, so the runner can keep the ones at the learner's file, show them
/// with the learner's path, and recognise errors in the kata's contract file.
enum CompilerOutput {
    struct Block: Equatable {
        var file: String
        var line: Int
        var column: Int
        var severity: CompilerDiagnostic.Severity
        var message: String
        /// Header plus excerpt lines, as the compiler printed them.
        var text: String

        /// Messages of the notes drawn inside the excerpt (`` `- note: … ``).
        var excerptNotes: [String] {
            text.split(separator: "\n").compactMap { line in
                guard let range = line.range(of: "- note: ") else { return nil }
                return String(line[range.upperBound...])
            }
        }
    }

    static func blocks(_ output: String) -> [Block] {
        var blocks: [Block] = []
        for rawLine in output.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(rawLine)
            if let header = header(line) {
                blocks.append(header)
            } else if !blocks.isEmpty {
                blocks[blocks.count - 1].text += "\n" + line
            } else if !line.trimmingCharacters(in: .whitespaces).isEmpty {
                blocks.append(Block(file: "", line: 0, column: 0, severity: .error, message: line, text: line))
            }
        }
        return blocks.map { block in
            var trimmed = block
            while trimmed.text.hasSuffix("\n") { trimmed.text.removeLast() }
            return trimmed
        }
    }

    /// `path:12:5: error: message`, or a location-less `error: message`.
    static func header(_ line: String) -> Block? {
        for severity in [CompilerDiagnostic.Severity.error, .warning, .note] {
            let marker = "\(severity.rawValue): "
            if line.hasPrefix(marker) {
                return Block(file: "", line: 0, column: 0, severity: severity, message: String(line.dropFirst(marker.count)), text: line)
            }
            guard let range = line.range(of: ": " + marker) else { continue }
            let location = line[..<range.lowerBound]
            let parts = location.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count >= 3, let lineNumber = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) else { continue }
            let file = parts.dropLast(2).joined(separator: ":")
            guard !file.isEmpty, !file.hasPrefix(" ") else { continue }
            return Block(file: file, line: lineNumber, column: column, severity: severity,
                         message: String(line[range.upperBound...]), text: line)
        }
        return nil
    }

    /// The diagnostics at `keepingFile`, relabelled to `displayPath`.
    static func parse(_ output: String, keepingFile path: String, displayPath: String) -> [CompilerDiagnostic] {
        blocks(output).filter { $0.file == path }.map { block in
            CompilerDiagnostic(
                file: displayPath, line: block.line, column: block.column, severity: block.severity,
                message: block.message, rendered: relabel(block.text, path: path, as: displayPath))
        }
    }

    static func relabel(_ text: String, path: String, as display: String) -> String {
        text.replacingOccurrences(of: path, with: display)
    }
}

/// Turns a failed compile into the learner's result: their own errors with their path, or, when
/// the errors sit in the contract file, a plain sentence that they broke the kata's contract.
enum CompileFailure {
    static func result(
        kata: String, compile: ProcessResult, learnerPath: String, contractPath: String,
        displayPath: String, compileTimeout: Double
    ) -> KataResult {
        if compile.termination == .timedOut {
            return KataResult(kata: kata, status: .error, error: EngineText.message(
                "engine.compileTimedOut", ["seconds": Verdict.format(compileTimeout)]))
        }
        if case .launchFailed(let reason) = compile.termination {
            return KataResult(kata: kata, status: .error, error: EngineText.message("engine.launchFailed", ["reason": reason]))
        }
        let output = String(decoding: compile.stderr + compile.stdout, as: UTF8.self)
        let all = CompilerOutput.blocks(output)
        let learner = CompilerOutput.parse(output, keepingFile: learnerPath, displayPath: displayPath)
        let learnerErrors = learner.filter { $0.severity == .error }
        let contractErrors = all.indices.filter { all[$0].file == contractPath && all[$0].severity == .error }

        if !contractErrors.isEmpty && learnerErrors.isEmpty {
            // The compiler names the missing requirement in notes: inside the excerpt, or as
            // separate note blocks (located in the grader's source) right after the error.
            let detail = contractErrors.map { index in
                let block = all[index]
                let following = all[(index + 1)...].prefix { $0.severity == .note }.map(\.message)
                let notes = (block.excerptNotes + following).filter { !$0.hasPrefix("add stubs") }
                return notes.isEmpty ? block.message : "\(block.message) (\(Verdict.unique(notes).joined(separator: "; ")))"
            }.joined(separator: "; ")
            return KataResult(kata: kata, status: .error, compileDiagnostics: learner,
                              error: EngineText.message("engine.contractBroken", ["detail": detail]))
        }
        if !learnerErrors.isEmpty {
            return KataResult(kata: kata, status: .error, compileDiagnostics: learner,
                              error: EngineText.message("engine.compileFailed", ["path": displayPath]))
        }
        // Neither file is to blame (a link error, a missing module): show the compiler's words.
        let tail = output.split(separator: "\n").suffix(20).joined(separator: "\n")
        return KataResult(kata: kata, status: .error, compileDiagnostics: learner,
                          error: EngineText.message("engine.compileInternal", [
                              "output": CompilerOutput.relabel(tail, path: learnerPath, as: displayPath),
                          ]))
    }
}
