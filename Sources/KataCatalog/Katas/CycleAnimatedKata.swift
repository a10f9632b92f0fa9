extension Katas {
    /// `cycle-animated` — see shared/katas.md. (Placeholder until its grader lands.)
    public static let cycleAnimated = KataSpec(
        id: "cycle-animated",
        learnerFile: "Exercises/cycle-animated/ContainerViewController.swift",
        solutionFile: "Solutions/cycle-animated/ContainerViewController.swift",
        graderSuite: "CycleAnimatedGrader",
        contractSource: "",
        checks: [],
        rules: []
    )
}
