import KataTexts
import KataPlatform
import Foundation
import KataCatalog

/// One thing to grade: a learner's file against one kata.
public struct GradeRequest: Sendable {
    public var kata: KataSpec
    /// The file to compile (absolute, or relative to the current directory).
    public var learnerFile: URL
    /// How the file is named to the learner in diagnostics and reports
    /// (e.g. `Exercises/add-child/ContainerViewController.swift`).
    public var displayPath: String
    public var limits: RunLimits

    public init(kata: KataSpec, learnerFile: URL, displayPath: String? = nil, limits: RunLimits = RunLimits()) {
        self.kata = kata
        self.learnerFile = learnerFile
        self.displayPath = displayPath ?? learnerFile.path
        self.limits = limits
    }
}
