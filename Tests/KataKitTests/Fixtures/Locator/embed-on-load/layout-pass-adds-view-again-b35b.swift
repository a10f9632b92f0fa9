// locator-case: viewDidLayoutSubviews adds content.view to slot again on every layout pass (to be sure it is there); embed once in viewDidLoad and only update the frame in the layout pass
// batch: 35
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
        addChild(content)
        content.view.frame = slot.bounds
        slot.addSubview(content.view)
        content.didMove(toParent: self)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        slot.addSubview(content.view) // locate-here
        content.view.frame = slot.bounds
    }
}
