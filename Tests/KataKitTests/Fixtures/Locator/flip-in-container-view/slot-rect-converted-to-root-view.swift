// locator-case: the learner's slotRect converts topContainer.bounds into the root view's coordinates (topContainer's frame, 44 points down), so the new view sits below topContainer's top; it should be topContainer.bounds as is.
// batch: 18
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// objc.io's Tunnel: a header, a map on top and room below; tapping the header flips the map
/// over to show information about it, and back. Kata `flip-in-container-view` — read README.md,
/// then run `swift run kata watch flip-in-container-view`.
final class ContainerViewController: UIViewController {
    // MARK: Given (already correct)

    let mapController: UIViewController
    let infoController: UIViewController

    /// A 44-point header across the top.
    let header = UIView()
    let topContainer = UIView() // a container view: the flip turns it, and only it
    let bottomContainer = UIView()

    init(mapController: UIViewController, infoController: UIViewController) {
        self.mapController = mapController
        self.infoController = infoController
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("ContainerViewController is built in code, not from a storyboard")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let bounds = view.bounds
        let half = (bounds.height - 44) / 2
        header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 44)
        topContainer.frame = CGRect(x: 0, y: 44, width: bounds.width, height: half)
        bottomContainer.frame = CGRect(x: 0, y: 44 + half, width: bounds.width, height: half)
        header.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        topContainer.autoresizingMask = [.flexibleWidth, .flexibleHeight, .flexibleBottomMargin]
        bottomContainer.autoresizingMask = [.flexibleWidth, .flexibleHeight, .flexibleTopMargin]
        view.addSubview(header)
        view.addSubview(topContainer)
        view.addSubview(bottomContainer)

        // The map starts in topContainer, embedded as Interface Builder's container view would.
        addChild(mapController)
        mapController.view.frame = topContainer.bounds
        mapController.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        topContainer.addSubview(mapController.view)
        mapController.didMove(toParent: self)
    }

    // MARK: Your work

    /// Where a child's view sits in the top half.
    private var slotRect: CGRect {
        topContainer.convert(topContainer.bounds, to: view) // locate-here
    }

    func flip(from fromController: UIViewController, to toController: UIViewController,
              options direction: UIView.AnimationOptions) {
        let options = direction.union(.curveEaseIn)
        fromController.willMove(toParent: nil)
        addChild(toController)
        toController.view.frame = slotRect
        toController.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        transition(from: fromController, to: toController, duration: 0.2, options: options, animations: nil,
                   completion: { [weak self] _ in
            guard let self else { return }
            fromController.removeFromParent()
            toController.didMove(toParent: self)
        })
    }
}
