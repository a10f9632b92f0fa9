extension Katas {
    /// `manual-appearance` — see shared/katas.md. (Placeholder until its grader lands.)
    public static let manualAppearance = KataSpec(
        id: "manual-appearance",
        learnerFile: "Exercises/manual-appearance/ContainerViewController.swift",
        solutionFile: "Solutions/manual-appearance/ContainerViewController.swift",
        graderSuite: "ManualAppearanceGrader",
        contractSource: "",
        checks: [],
        rules: []
    )
}
