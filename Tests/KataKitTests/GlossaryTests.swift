import Foundation
import Testing
@testable import KataTexts

/// The Chinese a person reads uses the project's glossary (`docs/spec/glossary-zh-Hans.md`): its
/// "Forbidden variants" table (撤销 for dismiss, 过渡, 委托, 评分程序, an ASCII colon or parenthesis
/// right after Chinese text) must appear in none of the Chinese tables, manifests, READMEs or the
/// rules document. The table is read from the glossary, so adding a row extends the check.
@Suite struct GlossaryTests {
    static let root = TestBuild.projectRoot

    @Test func theGlossaryListsItsForbiddenVariants() throws {
        let forbidden = try Glossary.forbidden()
        // The issue's five kinds of wrong Chinese, each present as a row the check runs.
        for word in ["撤销", "过渡", "委托", "评分程序"] {
            #expect(forbidden.contains { $0.pattern == word }, "the glossary lost its row for \(word)")
        }
        #expect(forbidden.contains { $0.isExpression }, "the glossary lost its punctuation row")
    }

    @Test func noChineseTextUsesAForbiddenVariant() throws {
        let forbidden = try Glossary.forbidden()
        let texts = try Glossary.chineseTexts(in: Self.root)
        // Every place the issue names is read: both tables, 15 manifests, the READMEs, the rules doc.
        #expect(texts.contains { $0.place.hasSuffix("zh-Hans/rules.json") })
        #expect(texts.contains { $0.place.hasSuffix("zh-Hans/messages.json") })
        #expect(texts.contains { $0.place == "docs/RULES.zh-Hans.md" })
        #expect(texts.contains { $0.place == "README.zh-Hans.md" })
        #expect(texts.filter { $0.place.hasSuffix("kata.json") }.count >= 15)
        let hits = Glossary.hits(of: forbidden, in: texts)
        #expect(hits.isEmpty, "forbidden variants (see docs/spec/glossary-zh-Hans.md):\n\(hits.joined(separator: "\n"))")
    }

    /// The check can fail: each row catches a sentence using it, and the corrected sentence passes.
    @Test func eachForbiddenVariantIsCaught() throws {
        let forbidden = try Glossary.forbidden()
        for row in forbidden {
            let bad = row.isExpression ? "出错时你会看到什么: 页头(等)" : "容器被\(row.pattern)之后"
            let caught = Glossary.hits(of: [row], in: [.init(place: "sample", text: bad)])
            #expect(!caught.isEmpty, "\(row.pattern) misses \(bad)")
        }
        let good = [Glossary.Text(place: "sample", text: "容器被关闭之后，出错时你会看到什么：页头（等）。`f(x)`: ok")]
        #expect(Glossary.hits(of: forbidden, in: good).isEmpty)
    }

    /// Only the `zh-Hans` parts of a manifest are Chinese text; English beside them is not read.
    @Test func manifestsAreReadByLanguage() throws {
        let json = #"{"title": {"en": "撤销", "zh-Hans": "关闭"}, "hints": {"zh-Hans": ["过渡"]}}"#
        let texts = try Glossary.zhHansStrings(in: Data(json.utf8))
        #expect(Set(texts) == ["关闭", "过渡"])
        #expect(!texts.contains("撤销"))
    }
}

/// Reading the glossary's table and the Chinese texts (test support).
enum Glossary {
    struct Forbidden {
        let pattern: String
        let isExpression: Bool

        func matches(_ line: String) -> Bool {
            guard isExpression else { return line.contains(pattern) }
            let regex = try? NSRegularExpression(pattern: pattern)
            return regex?.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil
        }
    }

    struct Text {
        let place: String
        let text: String
    }

    /// The first cell (in backticks) of each row of the glossary's "Forbidden variants" table.
    static func forbidden() throws -> [Forbidden] {
        let glossary = try String(contentsOf: TestBuild.projectRoot.appendingPathComponent("docs/spec/glossary-zh-Hans.md"),
                                  encoding: .utf8)
        let section = try #require(glossary.components(separatedBy: "## Forbidden variants").dropFirst().first)
        return section.split(separator: "\n").compactMap { line -> Forbidden? in
            guard line.hasPrefix("| `") else { return nil }
            let cell = line.dropFirst(3).prefix { $0 != "`" }
            if cell.count > 2, cell.hasPrefix("/"), cell.hasSuffix("/") {
                return Forbidden(pattern: String(cell.dropFirst().dropLast()), isExpression: true)
            }
            return Forbidden(pattern: String(cell), isExpression: false)
        }
    }

    /// Every Chinese text a person reads, by file (a manifest contributes only its zh-Hans strings).
    static func chineseTexts(in root: URL) throws -> [Text] {
        let fm = FileManager.default
        func read(_ path: String) throws -> String {
            try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        }
        var texts: [Text] = []
        for name in try fm.contentsOfDirectory(atPath: root.appendingPathComponent("Sources/KataKit/Texts/zh-Hans").path).sorted()
        where name.hasSuffix(".json") {
            texts.append(Text(place: "Sources/KataKit/Texts/zh-Hans/\(name)", text: try read("Sources/KataKit/Texts/zh-Hans/\(name)")))
        }
        for kata in try fm.contentsOfDirectory(atPath: root.appendingPathComponent("Exercises").path).sorted() {
            let manifest = "Exercises/\(kata)/kata.json"
            if let data = fm.contents(atPath: root.appendingPathComponent(manifest).path) {
                texts.append(Text(place: manifest, text: try zhHansStrings(in: data).joined(separator: "\n")))
            }
            let readme = "Exercises/\(kata)/README.zh-Hans.md"
            if fm.fileExists(atPath: root.appendingPathComponent(readme).path) {
                texts.append(Text(place: readme, text: try read(readme)))
            }
        }
        for path in ["README.zh-Hans.md", "docs/RULES.zh-Hans.md"] {
            texts.append(Text(place: path, text: try read(path)))
        }
        return texts
    }

    /// The strings under every `zh-Hans` key of a JSON document.
    static func zhHansStrings(in data: Data) throws -> [String] {
        func walk(_ value: Any, chinese: Bool) -> [String] {
            switch value {
            case let object as [String: Any]:
                object.keys.sorted().flatMap { walk(object[$0]!, chinese: chinese || $0 == "zh-Hans") }
            case let array as [Any]: array.flatMap { walk($0, chinese: chinese) }
            case let string as String: chinese ? [string] : []
            default: []
            }
        }
        return walk(try JSONSerialization.jsonObject(with: data), chinese: false)
    }

    /// `place:line: pattern — the line` for each line that holds a forbidden variant.
    static func hits(of forbidden: [Forbidden], in texts: [Text]) -> [String] {
        texts.flatMap { text in
            text.text.components(separatedBy: "\n").enumerated().flatMap { number, line in
                forbidden.filter { $0.matches(line) }.map { "\(text.place):\(number + 1): \($0.pattern) — \(line.prefix(120))" }
            }
        }
    }
}
