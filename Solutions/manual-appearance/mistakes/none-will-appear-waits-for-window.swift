// mistake: none
// expect-rules: forward-all-four, balance-begin-end
// source: Tests/KataKitTests/Fixtures/Locator/manual-appearance/will-appear-waits-for-window.swift (batch 7, a grader miss: UIKitSim had put the root's view in its window before viewWillAppear); uikit-semantics §2.6 (viewWillAppear comes before the view is in the window — UIViewController docs: "about to be added to a view hierarchy"; the gap viewIsAppearing fills)
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// Forwards appearance to its one child by hand (the guide's Listings 5-4 and 5-5).
final class ContainerViewController: UIViewController {
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

    /// We forward appearance ourselves, so UIKit must not do it too (or the child hears it twice).
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard view.window != nil else { return }
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
