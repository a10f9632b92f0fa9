// locator-case: The learner's embed helper bails out with `guard let … = content.viewIfLoaded` right after `addChild`, but the child's view has not been loaded yet at that point, so the view is never put in `slot` and `didMove(toParent:)` never comes; use `content.view` (loading it is the point of embedding).
// batch: 16
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
        embedContent()
    }

    /// What the embed segue would do: make `content` ours and put its view in `slot`.
    private func embedContent() {
        addChild(content)
        // Don't force-load anything that isn't needed yet.
        guard let contentView = content.viewIfLoaded else { return } // locate-here
        contentView.frame = slot.bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        slot.addSubview(contentView)
        content.didMove(toParent: self)
    }
}
