import UIKitSim

/// What the manual-appearance grader needs from the learner's `ContainerViewController`
/// (Listings 5-4 and 5-5): the given initializer and the child it shows. The kata's contract file
/// declares the conformance, so a renamed member is a compile error in the learner's own terms.
@MainActor
public protocol ManualAppearanceContainer: UIViewController {
    init(child: UIViewController)
    var child: UIViewController { get }
}

/// The grader's own correct container: replaying the scenario with it gives the expected timeline.
final class ReferenceManualAppearanceContainer: UIViewController, ManualAppearanceContainer {
    let child: UIViewController

    init(child: UIViewController) {
        self.child = child
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("made in code by the grader") }

    override func viewDidLoad() {
        super.viewDidLoad()
        Stage.addChild(child, to: self)
    }

    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        child.beginAppearanceTransition(true, animated: animated)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        child.endAppearanceTransition()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        child.beginAppearanceTransition(false, animated: animated)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        child.endAppearanceTransition()
    }
}
