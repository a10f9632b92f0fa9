extension Katas {
    /// `remove-child` — see shared/katas.md. (Placeholder until its grader lands.)
    public static let removeChild = KataSpec(
        id: "remove-child",
        learnerFile: "Exercises/remove-child/ContainerViewController.swift",
        solutionFile: "Solutions/remove-child/ContainerViewController.swift",
        graderSuite: "RemoveChildGrader",
        contractSource: "",
        checks: [],
        rules: []
    )
}
