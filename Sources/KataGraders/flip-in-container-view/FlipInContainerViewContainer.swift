import UIKitSim

/// What the flip-in-container-view grader needs from the learner's `ContainerViewController`
/// (objc.io's Tunnel): the given initializer, children and views, and the learner's `flip`.
@MainActor
public protocol FlipInContainerViewContainer: UIViewController {
    init(mapController: UIViewController, infoController: UIViewController)
    var mapController: UIViewController { get }
    var infoController: UIViewController { get }
    var header: UIView { get }
    var topContainer: UIView { get }
    var bottomContainer: UIView { get }
    func flip(from fromController: UIViewController, to toController: UIViewController,
              options direction: UIView.AnimationOptions)
}

/// The grader's own correct container: replaying a scene with it gives the expected timeline.
final class ReferenceFlipInContainerViewContainer: UIViewController, FlipInContainerViewContainer {
    let mapController: UIViewController
    let infoController: UIViewController
    let header = UIView()
    let topContainer = UIView()
    let bottomContainer = UIView()

    init(mapController: UIViewController, infoController: UIViewController) {
        self.mapController = mapController
        self.infoController = infoController
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("made in code by the grader") }

    override func viewDidLoad() {
        super.viewDidLoad()
        FlipLayout.lay(header: header, top: topContainer, bottom: bottomContainer, in: view)
        addChild(mapController)
        mapController.view.frame = topContainer.bounds
        mapController.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        topContainer.addSubview(mapController.view)
        mapController.didMove(toParent: self)
    }

    func flip(from fromController: UIViewController, to toController: UIViewController,
              options direction: UIView.AnimationOptions) {
        fromController.willMove(toParent: nil)
        addChild(toController)
        toController.view.frame = topContainer.bounds
        toController.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        transition(from: fromController, to: toController, duration: 0.2, options: [direction, .curveEaseIn],
                   animations: nil) { _ in
            fromController.removeFromParent()
            toController.didMove(toParent: self)
        }
    }
}

/// The given layout, as the starter's `viewDidLoad` does it.
@MainActor
enum FlipLayout {
    static func lay(header: UIView, top: UIView, bottom: UIView, in view: UIView) {
        let bounds = view.bounds
        let half = (bounds.height - 44) / 2
        header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 44)
        top.frame = CGRect(x: 0, y: 44, width: bounds.width, height: half)
        bottom.frame = CGRect(x: 0, y: 44 + half, width: bounds.width, height: half)
        header.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        top.autoresizingMask = [.flexibleWidth, .flexibleHeight, .flexibleBottomMargin]
        bottom.autoresizingMask = [.flexibleWidth, .flexibleHeight, .flexibleTopMargin]
        [header, top, bottom].forEach(view.addSubview)
    }
}
