// locator-case: The learner wraps the embedding in a lazy run-once property but first touches it in viewWillAppear, so content becomes a child only as the container appears; touch it in viewDidLoad.
// batch: 17
// grader-miss: addChild(content) first runs in viewWillAppear, after the view has loaded, which the README rules out ("Embed once, at load"); the grader should flag an embed that happens after viewDidLoad even when it happens only once.
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
    }

    /// Runs the embedding exactly once, however often it is touched.
    private lazy var embedContentOnce: Void = {
        addChild(content)
        content.view.frame = slot.bounds
        content.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        slot.addSubview(content.view)
        content.didMove(toParent: self)
    }()

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        _ = embedContentOnce // locate-here
    }
}
