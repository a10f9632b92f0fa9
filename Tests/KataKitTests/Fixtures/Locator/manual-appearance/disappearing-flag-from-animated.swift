// locator-case: viewWillDisappear passes the animated flag as the helper's appearing argument too, so an animated disappearance begins an appearing transition
// batch: 7
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// Forwards to every child through two small helpers, as pagers with several children do.
final class ContainerViewController: UIViewController {
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

    override var shouldAutomaticallyForwardAppearanceMethods: Bool {
        return false
    }

    private func beginForwarding(appearing: Bool, animated: Bool) {
        children.forEach { $0.beginAppearanceTransition(appearing, animated: animated) }
    }

    private func endForwarding() {
        children.forEach { $0.endAppearanceTransition() }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        beginForwarding(appearing: true, animated: animated)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        endForwarding()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        beginForwarding(appearing: animated, animated: animated)  // locate-here
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        endForwarding()
    }
}
