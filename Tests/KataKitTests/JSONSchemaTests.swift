import Foundation
import Testing
@testable import KataKit
@testable import KataPlatform
@testable import KataTexts
@testable import KataEngine
@testable import KataClassroom
@testable import KataWorkbook

/// The JSON documents the CLI prints (`run`, `verify`, `list`) validate against the schemas shipped
/// in `docs/schema/`, checked on real output of the real binary: a passing and a failing run of
/// add-child (its solution and its starter).
@Suite(.serialized) struct JSONSchemaTests {
    static let validator = JSONSchemaValidator(directory: TestBuild.projectRoot.appendingPathComponent("docs/schema"))

    func expectValid(_ json: String, _ schema: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let errors = try Self.validator.errors(JSONValue.parse(json), schemaFile: schema)
        #expect(errors.isEmpty, "\(schema): \(errors.joined(separator: "\n"))\n\(json)", sourceLocation: sourceLocation)
    }

    @Test(arguments: [true, false])
    func realRunVerifyAndListOutputValidates(solved: Bool) throws {
        let workbook = try AddChildWorkbook(solved: solved)
        defer { workbook.remove() }
        let run = try workbook.run(["run", workbook.kata, "--format", "json"])
        #expect(run.status == (solved ? 0 : 1), "\(run.stderr)")
        try expectValid(run.stdout, "run.schema.json")
        #expect(try JSONValue.parse(run.stdout)["status"] == .string(solved ? "pass" : "fail"))

        let verify = try workbook.run(["verify", "--format", "json"])
        try expectValid(verify.stdout, "verify.schema.json")
        let list = try workbook.run(["list", "--format", "json"])
        #expect(list.status == 0)
        try expectValid(list.stdout, "list.schema.json")
    }

    /// The validator is not a rubber stamp: each kind of violation is reported.
    @Test func theValidatorRejectsBadDocuments() throws {
        let good = JSONReport.render(KataResult(kata: "k", status: .fail, checks: [CheckResult(name: "c", status: .fail, rules: [.addOnce], message: "m")]))
        #expect(try Self.validator.errors(JSONValue.parse(good), schemaFile: "run.schema.json").isEmpty)
        guard case .object(let document) = try JSONValue.parse(good) else { Issue.record("not an object"); return }
        func changed(_ change: (inout [String: JSONValue]) -> Void) -> JSONValue {
            var copy = document
            change(&copy)
            return .object(copy)
        }
        let bad: [(JSONValue, String)] = [
            (changed { $0["schemaVersion"] = .number(2) }, "must equal"),
            (changed { $0["status"] = .string("failed") }, "allowed values"),
            (changed { $0["cached"] = .number(0) }, "expected boolean"),
            (changed { $0["kata"] = nil }, "missing 'kata'"),
            (changed { $0["extra"] = .number(1) }, "unexpected property 'extra'"),
            (changed { $0["checks"] = .array([.object(["name": .string("c"), "status": .string("fail"), "rules": .array([.number(7)]), "message": .string("")])]) }, "expected string"),
            (.array([]), "expected object"),
        ]
        for (document, complaint) in bad {
            let errors = try Self.validator.errors(document, schemaFile: "run.schema.json")
            #expect(errors.contains { $0.contains(complaint) }, "\(complaint): \(errors)")
        }
        let verifyAsList = JSONReport.render([KataResult(kata: "k", status: .pass)])
        #expect(try !Self.validator.errors(JSONValue.parse(verifyAsList), schemaFile: "list.schema.json").isEmpty)
    }

    @Test func everySchemaUsesOnlyTheKeywordsTheValidatorChecks() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.validator.directory.path).filter { $0.hasSuffix(".schema.json") }
        #expect(Set(files) == ["run.schema.json", "verify.schema.json", "list.schema.json"])
        // An empty object is no valid document of any schema, and a keyword the validator does not
        // implement would show up as such an error rather than pass silently.
        for file in files {
            let errors = try Self.validator.errors(.object([:]), schemaFile: file)
            #expect(!errors.isEmpty && !errors.contains { $0.contains("does not implement") }, "\(file): \(errors)")
        }
    }
}
