@_spi(Simulator) import UIKitSim

/// The grader's parent for the learner's container: a correct manual-forwarding container, as a
/// navigation or tab controller is. It is how the grader shows, hides and shows the learner's
/// container again, animated or not, exactly as UIKit's own containers drive a child: with
/// begin/end appearance transitions around a (virtual) animation.
final class AppearanceHost: UIViewController {
    let content: UIViewController

    init(content: UIViewController) {
        self.content = content
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("made in code by the grader") }

    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    override func viewDidLoad() {
        super.viewDidLoad()
        Stage.addChild(content, to: self)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        content.beginAppearanceTransition(true, animated: animated)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        content.endAppearanceTransition()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        content.beginAppearanceTransition(false, animated: animated)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        content.endAppearanceTransition()
    }

    /// Covers the content (as a push or a full-screen presentation over it would): its view leaves
    /// the window at the end of the transition, before its `viewDidDisappear` (as UIKitSim's
    /// navigation controller does, §12.1).
    func hideContent(animated: Bool) {
        content.beginAppearanceTransition(false, animated: animated)
        Self.letTransitionRun(animated: animated)
        content.viewIfLoaded?.removeFromSuperview()
        content.endAppearanceTransition()
        Simulator.runLoopTurn()
    }

    /// Uncovers the content again (a pop, a dismissal): its view is back in the window during the
    /// transition, after its `viewWillAppear`.
    func showContent(animated: Bool) {
        content.beginAppearanceTransition(true, animated: animated)
        let contentView: UIView = content.view
        contentView.frame = view.bounds
        view.addSubview(contentView)
        Self.letTransitionRun(animated: animated)
        content.endAppearanceTransition()
        Simulator.runLoopTurn()
    }

    /// An animated change takes a system-length animation of virtual time; an instant one, a turn.
    private static func letTransitionRun(animated: Bool) {
        if animated {
            Simulator.advance(by: 0.35)
        } else {
            Simulator.runLoopTurn()
        }
    }
}
