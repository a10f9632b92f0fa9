extension Katas {
    /// `preferred-content-size` — see shared/katas.md. (Placeholder until its grader lands.)
    public static let preferredContentSize = KataSpec(
        id: "preferred-content-size",
        learnerFile: "Exercises/preferred-content-size/ContainerViewController.swift",
        solutionFile: "Solutions/preferred-content-size/ContainerViewController.swift",
        graderSuite: "PreferredContentSizeGrader",
        contractSource: "",
        checks: [],
        rules: []
    )
}
