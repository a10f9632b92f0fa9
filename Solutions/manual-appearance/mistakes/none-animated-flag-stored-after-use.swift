// mistake: none
// expect-rules: pass-animated
// source: Tests/KataKitTests/Fixtures/Locator/manual-appearance/animated-flag-stored-after-use.swift (batch 19, a grader miss while every show repeated the flag of the hide before it); Apple's guide, Listing 5-5 (each appearance method passes its own animated flag)
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// A container that shows one child and tells it, itself, when it appears and disappears.
/// Kata `manual-appearance` — read README.md, then run `kata run manual-appearance`.
final class ContainerViewController: UIViewController {
    // MARK: Given (already correct)

    /// The one child this container shows, full size.
    let child: UIViewController

    init(child: UIViewController) {
        self.child = child
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("ContainerViewController is built in code, not from a storyboard")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(child)
        child.view.frame = view.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }

    // MARK: Your work

    /// The `animated` flag of the appearance change in progress.
    private var changeIsAnimated = false

    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    private func beginChild(appearing: Bool) {
        child.beginAppearanceTransition(appearing, animated: changeIsAnimated)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        beginChild(appearing: true)
        changeIsAnimated = animated
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        child.endAppearanceTransition()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        changeIsAnimated = animated
        beginChild(appearing: false)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        child.endAppearanceTransition()
    }
}
