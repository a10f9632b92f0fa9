import UIKitSim

/// What the embed-on-load grader needs from the learner's `ContainerViewController`: the given
/// initializer, the content it embeds and the container view (`slot`) meant for it. The kata's
/// contract file declares the conformance, so a renamed member is a compile error in the learner's
/// own terms.
@MainActor
public protocol EmbedOnLoadContainer: UIViewController {
    init(content: UIViewController)
    var content: UIViewController { get }
    var slot: UIView { get }
}

/// The grader's own correct container (Interface Builder's container view, in code): replaying a
/// scene with it gives the expected timeline.
final class ReferenceEmbedOnLoadContainer: UIViewController, EmbedOnLoadContainer {
    let content: UIViewController
    let slot = UIView()

    init(content: UIViewController) {
        self.content = content
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("made in code by the grader") }

    override func viewDidLoad() {
        super.viewDidLoad()
        slot.frame = CGRect(x: 0, y: 44, width: view.bounds.width, height: view.bounds.height - 44)
        slot.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(slot)
        addChild(content)
        content.view.frame = slot.bounds
        content.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        slot.addSubview(content.view)
        content.didMove(toParent: self)
    }
}
