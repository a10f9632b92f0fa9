// locator-case: The learner sets the flexible width/height autoresizing mask on slot instead of on content's view, so content's view keeps its first size when slot changes on rotation; set content.view.autoresizingMask.
// batch: 14
// grader-miss: the mask meant for content.view is put on slot (which already had it), so content.view only follows slot thanks to the mask a default loadView happens to give; a content controller with its own loadView or nib would keep its first size after the turn — contentViewFollowsSlotWhenWindowTurns should use content whose view does not start with a flexible mask (or check that the learner set it).
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// A screen with a 44-point header and, below it, a container view (`slot`) for one child —
/// what Interface Builder's Container View object gives you, built in code.
/// Kata `embed-on-load` — read README.md, then run `swift run kata watch embed-on-load`.
final class ContainerViewController: UIViewController {
    // MARK: Given (already correct)

    /// The child this screen shows in `slot`.
    let content: UIViewController
    /// The container view meant for `content`: everything below the header.
    let slot = UIView()
    private let header = UIView()

    init(content: UIViewController) {
        self.content = content
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("ContainerViewController is built in code, not from a storyboard")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        header.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 44)
        header.autoresizingMask = [.flexibleWidth]
        view.addSubview(header)
        slot.frame = CGRect(x: 0, y: 44, width: view.bounds.width, height: view.bounds.height - 44)
        slot.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(slot)

        // MARK: Your work
        // embed segue, by hand
        let child = content
        addChild(child)
        child.view.frame = slot.bounds
        slot.autoresizingMask = [.flexibleWidth, .flexibleHeight] // locate-here
        slot.addSubview(child.view)
        child.didMove(toParent: self)
    }
}
