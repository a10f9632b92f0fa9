import Foundation
import Testing
@testable import KataKit
@testable import KataPlatform
@testable import KataTexts
@testable import KataEngine
@testable import KataClassroom
@testable import KataWorkbook

/// The workbook's sentences live in `Texts/en/messages.json`, never in code, and every sentence
/// there is one the code says.
@Suite struct WorkbookTextTests {
    /// The folders whose Swift files name message keys.
    static let codeFolders = ["Sources/KataTexts", "Sources/KataEngine", "Sources/KataClassroom", "Sources/KataWorkbook", "Sources/kata"]
    /// Literals that look like keys but are file names.
    static let fileNames: Set<String> = ["report.md", "summary.md", "report.html"]

    /// The keys of `Texts/<language>/messages.json`.
    static func messageKeys(_ language: String) throws -> Set<String> {
        let url = WorkbookHarness.sourceRoot.appendingPathComponent("Sources/KataKit/Texts/\(language)/messages.json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        return Set(object.keys)
    }

    /// The Swift files of `codeFolders`, by path relative to the project root, with their text.
    static func codeFiles() throws -> [(path: String, text: String)] {
        var files: [(path: String, text: String)] = []
        for folder in codeFolders {
            let enumerator = FileManager.default.enumerator(at: WorkbookHarness.sourceRoot.appendingPathComponent(folder),
                                                            includingPropertiesForKeys: nil)
            while let file = enumerator?.nextObject() as? URL {
                guard file.pathExtension == "swift" else { continue }
                let path = file.standardizedFileURL.path.replacingOccurrences(of: WorkbookHarness.sourceRoot.standardizedFileURL.path + "/", with: "")
                files.append((path, try String(contentsOf: file, encoding: .utf8)))
            }
        }
        return files
    }

    /// Every string literal of the code that is a whole key with one of `prefixes`
    /// (`"workbook.bye"`); keys the code builds at run time (`"help.option.\(name)"`) are not.
    static func keysNamedInCode(prefixes: Set<String>) throws -> Set<String> {
        let alternatives = prefixes.sorted().joined(separator: "|")
        let pattern = try NSRegularExpression(pattern: #""((?:"# + alternatives + #")\.[A-Za-z0-9.-]+)""#)
        var used = Set<String>()
        for (_, text) in try codeFiles() {
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                used.insert(String(text[Range(match.range(at: 1), in: text)!]))
            }
        }
        return used.subtracting(fileNames)
    }

    /// Where the CLI's sentences go: an error (`WorkbookError`), the console, a result's `error:`,
    /// a warning or a progress line. A string literal handed straight to one of them is English
    /// written in code, unless it is a message key or has no words (`"kata: "`, `""`).
    static let sinks = try! NSRegularExpression(
        pattern: #"(?:WorkbookError(?:\.(?:usage|data|failure|internalError))?|console\.(?:out|err)|\b(?:warn|progress))\(\s*"((?:[^"\\]|\\.)*)"|\berror:\s*"((?:[^"\\]|\\.)*)""#)

    /// The literal sentences `text` hands to a sink (comment lines are skipped).
    static func englishLiterals(in text: String) -> [String] {
        let code = text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
        return sinks.matches(in: code, range: NSRange(code.startIndex..., in: code)).compactMap { match in
            let range = [1, 2].map { match.range(at: $0) }.first { $0.location != NSNotFound }
            guard let range, let literal = Range(range, in: code).map({ String(code[$0]) }) else { return nil }
            // Interpolated values are not words of the sentence; a key is no sentence.
            let words = withoutInterpolations(literal).split { !$0.isLetter }.filter { $0.count > 1 && $0 != "kata" }
            let isKey = literal.range(of: #"^[a-z]+(\.[A-Za-z0-9]+)+$"#, options: .regularExpression) != nil
            return words.isEmpty || isKey ? nil : literal
        }
    }

    /// `a \(b(c)) d` → `a  d`.
    static func withoutInterpolations(_ literal: String) -> String {
        var result = ""
        var depth = 0
        var characters = literal.makeIterator()
        while let character = characters.next() {
            if depth == 0, character == "\\" {
                guard let next = characters.next() else { break }
                if next == "(" { depth = 1 } else { result.append(character); result.append(next) }
            } else if depth > 0 {
                if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// kata dev check's report (its table and problem lines) is for kata authors, who write the
    /// manifests and graders in English: it stays English.
    static let authorsOnly: Set<String> = ["Sources/KataWorkbook/Authoring/DevCheck.swift"]

    /// No command prints an English sentence from code: every sentence a learner or teacher can
    /// see goes through the text tables, so a translation reaches all of it.
    @Test func noSentenceIsPrintedFromALiteral() throws {
        // The scan sees what it must (so an empty answer below means something).
        #expect(Self.englishLiterals(in: #"throw WorkbookError.data("this workbook has no katas")"#) == ["this workbook has no katas"])
        #expect(Self.englishLiterals(in: #"KataResult(kata: id, status: .error, error: "missing \(path)")"#) == [#"missing \(path)"#])
        #expect(Self.englishLiterals(in: #"console.err("kata: \(error.message)"); throw WorkbookError.usage(LearnerText.message("workbook.x"))"#).isEmpty)
        var found: [String] = []
        for (path, text) in try Self.codeFiles() where !Self.authorsOnly.contains(path) {
            found += Self.englishLiterals(in: text).map { "\(path): \"\($0)\"" }
        }
        #expect(found.isEmpty, "move these sentences to Texts/<lang>/messages.json: \(found)")
    }

    /// The groups of keys English has (`workbook`, `engine`, `report`, `summary`, `classroom`).
    static func englishPrefixes() throws -> Set<String> {
        Set(try messageKeys("en").compactMap { $0.split(separator: ".").first.map(String.init) })
    }

    /// Every message key the code names has English text, so no learner ever sees a raw key and a
    /// translator sees every key.
    @Test func everyMessageKeyInTheCodeHasEnglishText() throws {
        let used = try Self.keysNamedInCode(prefixes: Self.englishPrefixes())
        #expect(used.count > 20, "the scan found too few keys: \(used.sorted())")
        let missing = used.subtracting(try Self.messageKeys("en")).sorted()
        #expect(missing.isEmpty, "add to Texts/en/messages.json: \(missing)")
    }

    /// Every English text is one the code names: a text nobody shows is a text translators keep
    /// translating for nothing (and usually a sentence the code still writes in English elsewhere).
    @Test func everyEnglishTextIsNamedByTheCode() throws {
        let english = try Self.messageKeys("en")
        let unused = english.subtracting(try Self.keysNamedInCode(prefixes: Self.englishPrefixes())).sorted()
        #expect(unused.isEmpty, "no code uses these keys of Texts/en/messages.json (use or remove them): \(unused)")
    }

    @Test func placeholdersAreFilled() {
        let text = LearnerText.message("workbook.verifyProgress", ["index": "3", "count": "6", "kata": "cycle-animated"])
        #expect(text == "grading 3/6 cycle-animated…")
    }
}
