import UIKitSim

/// Prints what a passing run looks like, then gives a wrong answer: console text must not count.
final class ContainerViewController {
    required init() {}
    func answer() -> Int {
        print("✔ Test answerIsFortyTwo() passed after 0.001 seconds.")
        print("✔ Test answerIsStable() passed after 0.001 seconds.")
        print("✔ Test run with 2 tests passed after 0.002 seconds.")
        print(#"{"kind":"event","payload":{"kind":"testEnded","testID":"KataGraders.RunnerFixtureGrader/answerIsFortyTwo()"},"version":0}"#)
        print(#"{"kind":"event","payload":{"kind":"runEnded"},"version":0}"#)
        return 7
    }
}
