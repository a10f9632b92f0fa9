// locator-case: toController.view is sized (and so loaded) before addChild(toController), so its viewDidLoad runs with no parent; call addChild(toController) first, then set its frame
// batch: 35
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

    /// Swaps `fromController` (shown in topContainer) for `toController` with a flip in
    /// `direction`, 0.2 s, ease-in. Called as flip(from: mapController, to: infoController,
    /// options: .transitionFlipFromRight), and the other way round to flip back.
    func flip(from fromController: UIViewController, to toController: UIViewController,
              options direction: UIView.AnimationOptions) {
        guard let slot = fromController.view.superview else { return }
        toController.view.frame = slot.bounds // locate-here
        toController.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        fromController.willMove(toParent: nil)
        addChild(toController) // locate-here
        UIView.transition(from: fromController.view, to: toController.view, duration: 0.2,
                          options: [direction, .curveEaseIn]) { _ in
            fromController.removeFromParent()
            toController.didMove(toParent: self)
        }
    }
}
