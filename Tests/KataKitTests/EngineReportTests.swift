import Foundation
import Testing
import KataCatalog
@testable import KataKit
@testable import KataPlatform
@testable import KataTexts
@testable import KataEngine
@testable import KataClassroom
@testable import KataWorkbook
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The renderers: the JSON contract, well-formed JUnit, GitHub annotations at the learner's lines,
/// and the terminal text.
@Suite struct EngineReportTests {
    static let failing = KataResult(
        kata: "remove-child", status: .fail,
        checks: [
            CheckResult(name: "childIsGone", status: .pass),
            CheckResult(name: "removedOnce", status: .fail, rules: [.addOnce], message: "gave <41> & \"41\"",
                        finding: Finding(rules: [.addOnce], message: "gave <41> & \"41\"", expected: ["42, 42"], actual: ["41, 41"],
                                         diagnostics: ["UIKit: warning"])),
        ],
        diagnostics: ["UIKit: warning"], duration: 0.5)

    static let compileError = KataResult(
        kata: "add-child", status: .error,
        compileDiagnostics: [CompilerDiagnostic(file: "Exercises/add-child/ContainerViewController.swift", line: 6, column: 16,
                                                severity: .error, message: "cannot convert, really", rendered: "x:6:16: error: cannot convert")],
        error: "does not compile\nsecond line")

    @Test func jsonHasTheContractKeys() throws {
        let json = JSONReport.render(Self.failing)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["status"] as? String == "fail")
        let checks = try #require(object["checks"] as? [[String: Any]])
        #expect(checks.count == 2)
        for check in checks {
            #expect(check["name"] is String)
            #expect(check["status"] is String)
            #expect(check["rules"] is [String])
            #expect(check["message"] is String)
        }
        #expect(checks[1]["rules"] as? [String] == ["add-once"])
        #expect(try JSONDecoder().decode(KataResult.self, from: Data(json.utf8)) == Self.failing)
        #expect(object["schemaVersion"] as? Int == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(JSONReport.render([Self.failing, Self.compileError]).utf8)) as? [String: Any])
        #expect(document["schemaVersion"] as? Int == 1)
        let many = try #require(document["results"] as? [[String: Any]])
        #expect(many.map { $0["status"] as? String } == ["fail", "error"])
    }

    /// Counts elements and collects attributes with Foundation's XML parser (fails on malformed XML).
    final class Collector: NSObject, XMLParserDelegate {
        var elements: [String: Int] = [:]
        var attributes: [String: [[String: String]]] = [:]
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            elements[name, default: 0] += 1
            self.attributes[name, default: []].append(attributes)
        }
    }

    @Test func junitIsWellFormedAndCountsFailuresAndErrors() throws {
        let xml = JUnitReport.render([Self.failing, Self.compileError], suiteName: "class <A> & B")
        let parser = XMLParser(data: Data(xml.utf8))
        let collector = Collector()
        parser.delegate = collector
        #expect(parser.parse(), "JUnit XML must parse: \(parser.parserError.map { "\($0)" } ?? "")")
        #expect(collector.elements["testsuites"] == 1)
        #expect(collector.elements["testsuite"] == 2)
        #expect(collector.elements["testcase"] == 3)
        #expect(collector.elements["failure"] == 1)
        #expect(collector.elements["error"] == 1)
        #expect(collector.attributes["testsuites"]?.first?["name"] == "class <A> & B")
        #expect(collector.attributes["failure"]?.first?["message"] == "gave <41> & \"41\"")
        #expect(collector.attributes["testsuites"]?.first?["failures"] == "1")
        #expect(collector.attributes["testsuites"]?.first?["errors"] == "1")
    }

    @Test func junitSurvivesControlCharacters() {
        var weird = Self.failing
        weird.checks[1].message = "bell \u{7} nul \u{0} ok"
        let parser = XMLParser(data: Data(JUnitReport.render([weird], suiteName: "s").utf8))
        #expect(parser.parse())
    }

    @Test func githubAnnotationsPointAtTheLearnersLines() throws {
        let learner = try EngineFixture.temporaryDirectory("annotations").appendingPathComponent("CVC.swift")
        defer { try? FileManager.default.removeItem(at: learner.deletingLastPathComponent()) }
        try Data("import UIKitSim\n\nfinal class ContainerViewController: UIViewController {\n}\n".utf8).write(to: learner)
        let text = GitHubAnnotations.render([Self.failing, Self.compileError],
                                            learnerFiles: ["remove-child": learner.path, "add-child": "Exercises/add-child/ContainerViewController.swift"])
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("::error file=\(learner.path),line=3,title=remove-child%3A removedOnce [add-once]::"))
        #expect(lines[1] == "::error file=Exercises/add-child/ContainerViewController.swift,line=6,col=16,title=add-child%3A compile error::cannot convert, really")
        let multiline = GitHubAnnotations.render([KataResult(kata: "k", status: .error, error: "a\nb 100%")], learnerFiles: [:])
        #expect(multiline == "::error title=k%3A not graded::a%0Ab 100%25\n")
    }
}
