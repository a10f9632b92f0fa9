/// One check of a kata's grader: a Swift Testing test function in the kata's grader suite.
public struct CheckSpec: Sendable, Equatable {
    /// The test function's base name (`childIsInChildrenOnce` for `func childIsInChildrenOnce()`).
    public let name: String
    /// The rules this check may cite when it fails.
    public let rules: [RuleID]

    public init(_ name: String, rules: [RuleID]) {
        self.name = name
        self.rules = rules
    }
}

/// Everything the runner needs to grade one kata, derived from its manifest (`KataManifest`).
public struct KataSpec: Sendable, Equatable {
    public let id: String
    /// The learner's file, relative to the project (or a submission's) root.
    public let learnerFile: String
    /// The reference solution, relative to the project root.
    public let solutionFile: String
    /// Read-only companion files (relative to the project root), compiled with the learner's file.
    public let givenFiles: [String]
    /// The Swift type name of the grader suite in KataGraders (used as the test filter).
    public let graderSuite: String
    /// Swift source compiled together with the learner's file: the conformance that binds the
    /// learner's type to the grader, and the `@main` entry point.
    public let contractSource: String
    /// Every test function the grader suite must run; a kata passes only if all of them ran and passed.
    public let checks: [CheckSpec]
    /// The rules this kata teaches.
    public let rules: [RuleID]
    /// The manifest it came from (texts, hints, order); nil for a spec a test builds in code.
    public let manifest: KataManifest?

    public init(
        id: String, learnerFile: String, solutionFile: String, givenFiles: [String] = [], graderSuite: String,
        contractSource: String, checks: [CheckSpec], rules: [RuleID], manifest: KataManifest? = nil
    ) {
        self.id = id
        self.learnerFile = learnerFile
        self.solutionFile = solutionFile
        self.givenFiles = givenFiles
        self.graderSuite = graderSuite
        self.contractSource = contractSource
        self.checks = checks
        self.rules = rules
        self.manifest = manifest
    }

    /// The spec a manifest describes. Paths follow the one layout every kata shares:
    /// `Exercises/<id>/` (task, starter, manifest), `Solutions/<id>/` (answers, alternatives,
    /// mistakes), grader suite `<Id>Grader` with its protocol `<Id>Container`.
    public init(manifest: KataManifest) {
        let typeName = KataManifest.typeName(forID: manifest.id)
        let learnerType = manifest.learnerType ?? "ContainerViewController"
        self.init(
            id: manifest.id,
            learnerFile: "Exercises/\(manifest.id)/\(manifest.learnerFile)",
            solutionFile: "Solutions/\(manifest.id)/\(manifest.learnerFile)",
            givenFiles: (manifest.givenFiles ?? []).map { "Exercises/\(manifest.id)/\($0)" },
            graderSuite: typeName + "Grader",
            contractSource: manifest.contract.map { $0.joined(separator: "\n") + "\n" }
                ?? Self.contract(learnerType: learnerType, protocolName: typeName + "Container", suite: typeName + "Grader"),
            checks: manifest.checks.map { CheckSpec($0.name, rules: $0.rules) },
            rules: manifest.rules,
            manifest: manifest)
    }

    /// The usual contract: the learner's type conforms to the grader's protocol and is handed to
    /// the suite before Swift Testing runs it. The contract is its own module and sees the
    /// learner's module only through a scoped import of that one type (`@testable`, so the
    /// learner's internal members satisfy the protocol): nothing else the learner declares can
    /// shadow a name used here.
    public static func contract(learnerType: String, protocolName: String, suite: String) -> String {
        """
        import UIKitSim
        import KataGraders
        @testable import class LearnerKata.\(learnerType)

        extension \(learnerType): @retroactive \(protocolName) {}

        @main enum KataMain {
            @MainActor static func main() async {
                \(suite).subject = \(learnerType).self
                await GraderEntryPoint.run()
            }
        }

        """
    }

    /// `Solutions/<id>/alternatives`: other correct answers, each of which must pass.
    public var alternativesFolder: String { "Solutions/\(id)/alternatives" }
    /// `Solutions/<id>/mistakes`: fixtures of real mistakes, each of which must fail with its rules.
    public var mistakesFolder: String { "Solutions/\(id)/mistakes" }
    /// `Exercises/<id>`: the kata's folder.
    public var folder: String { "Exercises/\(id)" }
}
