import UIKitSim

/// Prints what a passing run looks like, and never adds its child: console text must not count.
final class ContainerViewController: UIViewController {
    func frameForContentController() -> CGRect { view.bounds }

    func displayContentController(_ content: UIViewController) {
        print("✔ Test childIsInChildrenOnce() passed after 0.001 seconds.")
        print("✔ Test run with 8 tests passed after 0.002 seconds.")
        print(#"{"kind":"event","payload":{"kind":"testEnded","testID":"KataGraders.AddChildGrader/childIsInChildrenOnce()"},"version":0}"#)
        print(#"{"kind":"event","payload":{"kind":"runEnded"},"version":0}"#)
    }
}
