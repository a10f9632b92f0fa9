extension Katas {
    /// `status-bar` — see shared/katas.md. (Placeholder until its grader lands.)
    public static let statusBar = KataSpec(
        id: "status-bar",
        learnerFile: "Exercises/status-bar/ContainerViewController.swift",
        solutionFile: "Solutions/status-bar/ContainerViewController.swift",
        graderSuite: "StatusBarGrader",
        contractSource: "",
        checks: [],
        rules: []
    )
}
