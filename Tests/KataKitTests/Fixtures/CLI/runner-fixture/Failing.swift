// A learner file for the runner fixture kata that compiles and fails: the answer is wrong.
@MainActor
final class ContainerViewController {
    init() {}
    func answer() -> Int { 41 }
}
