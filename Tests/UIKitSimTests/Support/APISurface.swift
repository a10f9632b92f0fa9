import Foundation

/// UIKitSim's public, non-SPI API as one line per declaration or conformance, from the toolchain's
/// `swift-symbolgraph-extract` run on the built module: what a learner's `import UIKitSim` shows.
/// The lines are compared with docs/spec/uikit-api/ (UIKit's declarations, same format).
enum APISurface {
    /// `<access> <Path.To.Member> | <declaration>` or `conformsTo|inheritsFrom <Type> : <Target>`.
    /// Internal parameter names and `@MainActor` are dropped (they do not change what compiles).
    static func lines(symbolGraph data: Data) throws -> [String] {
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let symbols = root["symbols"] as? [[String: Any]],
              let relationships = root["relationships"] as? [[String: Any]]
        else { throw SurfaceError.notASymbolGraph }
        var paths: [String: String] = [:]
        var lines: Set<String> = []
        for symbol in symbols {
            let id = (symbol["identifier"] as? [String: Any])?["precise"] as? String ?? ""
            let path = (symbol["pathComponents"] as? [String] ?? []).joined(separator: ".")
            paths[id] = path
            let fragments = symbol["declarationFragments"] as? [[String: Any]] ?? []
            let access = symbol["accessLevel"] as? String ?? "?"
            lines.insert("\(access) \(path) | \(declaration(fragments))")
        }
        for relation in relationships {
            guard let kind = relation["kind"] as? String, kind == "conformsTo" || kind == "inheritsFrom",
                  let source = paths[relation["source"] as? String ?? ""] else { continue }
            let target = paths[relation["target"] as? String ?? ""] ?? relation["targetFallback"] as? String ?? "?"
            lines.insert("\(kind) \(source) : \(target)")
        }
        return lines.sorted()
    }

    /// `Protocol.member(labels:)` of every protocol requirement in the symbol graph, and of those
    /// with a default implementation (a protocol extension's member that witnesses it).
    static func requirements(symbolGraph data: Data) throws -> (all: Set<String>, defaulted: Set<String>) {
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let symbols = root["symbols"] as? [[String: Any]],
              let relationships = root["relationships"] as? [[String: Any]]
        else { throw SurfaceError.notASymbolGraph }
        var paths: [String: String] = [:]
        for symbol in symbols {
            let id = (symbol["identifier"] as? [String: Any])?["precise"] as? String ?? ""
            paths[id] = (symbol["pathComponents"] as? [String] ?? []).joined(separator: ".")
        }
        var all: Set<String> = [], defaulted: Set<String> = []
        for relation in relationships {
            let source = relation["source"] as? String ?? "", target = relation["target"] as? String ?? ""
            switch relation["kind"] as? String {
            case "requirementOf", "optionalRequirementOf": if let path = paths[source] { all.insert(path) }
            case "defaultImplementationOf": if let path = paths[target] { defaulted.insert(path) }
            default: break
            }
        }
        return (all, defaulted.intersection(all))
    }

    /// The declaration's text, normalised: stored and computed properties read alike
    /// (`let x: T` ≡ `var x: T { get }`, a stored `var` ≡ `{ get set }`).
    static func declaration(_ fragments: [[String: Any]]) -> String {
        var text = ""
        for fragment in fragments {
            let kind = fragment["kind"] as? String, spelling = fragment["spelling"] as? String ?? ""
            if kind == "internalParam" { continue }
            if kind == "attribute" && (spelling == "@" || spelling == "MainActor") { continue }
            text += spelling
        }
        var words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for (from, to) in [("( ", "("), (" )", ")"), (" :", ":"), ("nonisolated ", ""), ("lazy ", "")] {
            words = words.replacingOccurrences(of: from, with: to)
        }
        if words.contains("var ") || words.hasPrefix("let ") || words.contains(" let ") {
            if words.contains("let ") {
                words = words.replacingOccurrences(of: "let ", with: "var ") + (words.hasSuffix("}") ? "" : " { get }")
            } else if !words.hasSuffix("}") {
                words += " { get set }"
            }
        }
        return words
    }

    /// Lines of `surface` that no line of `allowed` covers. A line is covered by the same line,
    /// or by one that allows more: `open` covers `public`, and `{ get set }` covers `{ get }`
    /// (UIKitSim may be narrower than UIKit, never wider).
    static func uncovered(_ surface: [String], by allowed: Set<String>) -> [String] {
        surface.filter { line in
            if allowed.contains(line) { return false }
            var wider = [line]
            if line.hasPrefix("public ") { wider.append("open " + line.dropFirst("public ".count)) }
            wider += wider.filter { $0.hasSuffix("{ get }") }.map { String($0.dropLast("{ get }".count)) + "{ get set }" }
            return !wider.contains(where: allowed.contains)
        }
    }

    /// The lines of a list file: blank lines and `#` comments skipped.
    static func listLines(_ text: String) -> Set<String> {
        Set(text.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") })
    }

    /// Runs `swift-symbolgraph-extract` (beside `swiftc`) on `module` in `modulesFolder`.
    static func extract(module: String, modulesFolder: URL) throws -> Data {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("uikitsim-surface-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = try extractor()
        #if arch(arm64)
        let target = "aarch64-unknown-linux-gnu"
        #else
        let target = "x86_64-unknown-linux-gnu"
        #endif
        process.arguments = ["-module-name", module, "-I", modulesFolder.path, "-target", target,
                             "-minimum-access-level", "public", "-skip-synthesized-members",
                             "-output-dir", output.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw SurfaceError.extractFailed(String(decoding: message, as: UTF8.self))
        }
        return try Data(contentsOf: output.appendingPathComponent("\(module).symbols.json"))
    }

    /// `swift-symbolgraph-extract` from the toolchain whose `swiftc` is `SWIFTC` or on PATH.
    private static func extractor() throws -> URL {
        let environment = ProcessInfo.processInfo.environment
        var candidates: [String] = []
        if let swiftc = environment["SWIFTC"] { candidates.append(swiftc) }
        candidates += (environment["PATH"] ?? "").split(separator: ":").map { "\($0)/swiftc" }
        for candidate in candidates where FileManager.default.isExecutableFile(atPath: candidate) {
            let tool = URL(fileURLWithPath: candidate).resolvingSymlinksInPath()
                .deletingLastPathComponent().appendingPathComponent("swift-symbolgraph-extract")
            if FileManager.default.isExecutableFile(atPath: tool.path) { return tool }
        }
        throw SurfaceError.noExtractor
    }

    enum SurfaceError: Error { case notASymbolGraph, noExtractor, extractFailed(String) }
}
