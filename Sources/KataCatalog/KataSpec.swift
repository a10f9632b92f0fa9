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

/// Everything the runner needs to grade one kata. The learner-facing title and texts are looked up
/// by `id` in the text tables, so that a translation adds text, not code.
public struct KataSpec: Sendable, Equatable {
    public let id: String
    /// The learner's file, relative to the project (or a submission's) root.
    public let learnerFile: String
    /// The reference solution, relative to the project root.
    public let solutionFile: String
    /// The Swift type name of the grader suite in KataGraders (used as the test filter).
    public let graderSuite: String
    /// Swift source compiled together with the learner's file: the conformance that binds the
    /// learner's `ContainerViewController` to the grader, and the `@main` entry point.
    public let contractSource: String
    /// Every test function the grader suite must run; a kata passes only if all of them ran and passed.
    public let checks: [CheckSpec]
    /// The rules this kata teaches.
    public let rules: [RuleID]

    public init(
        id: String, learnerFile: String, solutionFile: String, graderSuite: String,
        contractSource: String, checks: [CheckSpec], rules: [RuleID]
    ) {
        self.id = id
        self.learnerFile = learnerFile
        self.solutionFile = solutionFile
        self.graderSuite = graderSuite
        self.contractSource = contractSource
        self.checks = checks
        self.rules = rules
    }
}
