// mistake: none
// expect-rules: size-child-view, embed-in-container-view
// source: UIKit's NSGenericException “Unable to activate constraint with anchors … because they have no common ancestor” (Stack Overflow, SnapKit's notes); locator batch 12 case constraints-activated-before-view-added
// The edge constraints are activated before the child's view is in slot: UIKit raises and leaves
// them inactive, so the view keeps the frame it was loaded with.
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
        let child = content.view!
        child.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            child.topAnchor.constraint(equalTo: slot.topAnchor),
            child.leadingAnchor.constraint(equalTo: slot.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: slot.trailingAnchor),
            child.bottomAnchor.constraint(equalTo: slot.bottomAnchor),
        ])
        slot.addSubview(child)
        content.didMove(toParent: self)
    }
}
