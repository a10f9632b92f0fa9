extension Katas {
    /// `add-child` — see shared/katas.md. (Placeholder until its grader lands.)
    public static let addChild = KataSpec(
        id: "add-child",
        learnerFile: "Exercises/add-child/ContainerViewController.swift",
        solutionFile: "Solutions/add-child/ContainerViewController.swift",
        graderSuite: "AddChildGrader",
        contractSource: "",
        checks: [],
        rules: []
    )
}
