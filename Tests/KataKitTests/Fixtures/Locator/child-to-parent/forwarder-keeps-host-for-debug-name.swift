// locator-case: The learner's closures capture self weakly, but each DragForwarder the container owns also stores its host (the container) in a strong let for a debug name, so container and forwarders keep each other alive; make host weak (or drop it).
// batch: 17
#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

/// Two maps, one above the other. When the user drags the man on one map, the other map must
/// show the antipode of that point. Read README.md next to this file.
/// `MapViewController`, `MapViewControllerDelegate` and `antipode(of:)` are in Given.swift.
final class ContainerViewController: UIViewController {
    /// Given: the two maps and the container views that hold them.
    let startMap: MapViewController
    let targetMap: MapViewController
    let topContainer = UIView()
    let bottomContainer = UIView()

    init(startMap: MapViewController, targetMap: MapViewController) {
        self.startMap = startMap
        self.targetMap = targetMap
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("ContainerViewController is made in code")
    }

    /// Forwards one map's drags to a closure.
    final class DragForwarder: MapViewControllerDelegate {
        let name: String
        let host: UIViewController // locate-here
        let forward: (CGPoint) -> Void

        init(name: String, host: UIViewController, forward: @escaping (CGPoint) -> Void) {
            self.name = name
            self.host = host
            self.forward = forward
        }

        func mapViewController(_ mapViewController: MapViewController, didMoveTo point: CGPoint) {
            forward(point)
        }

        var debugName: String { "\(name) in \(type(of: host))" }
    }

    private var forwarders: [DragForwarder] = []

    /// Given: each map embedded in its container view, the top half and the bottom half.
    override func viewDidLoad() {
        super.viewDidLoad()
        let half = view.bounds.height / 2
        topContainer.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: half)
        bottomContainer.frame = CGRect(x: 0, y: half, width: view.bounds.width, height: view.bounds.height - half)
        topContainer.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin, .flexibleHeight]
        bottomContainer.autoresizingMask = [.flexibleWidth, .flexibleTopMargin, .flexibleHeight]
        view.addSubview(topContainer)
        view.addSubview(bottomContainer)
        embed(startMap, in: topContainer)
        embed(targetMap, in: bottomContainer)

        let fromStart = DragForwarder(name: "start", host: self) { [weak self] point in
            self?.targetMap.updateAnnotationLocation(antipode(of: point))
        }
        let fromTarget = DragForwarder(name: "target", host: self) { [weak self] point in
            self?.startMap.updateAnnotationLocation(antipode(of: point))
        }
        forwarders = [fromStart, fromTarget]
        startMap.delegate = fromStart
        targetMap.delegate = fromTarget
    }

    /// Given: Listing 5-1 into a container view.
    private func embed(_ map: MapViewController, in containerView: UIView) {
        addChild(map)
        map.view.frame = containerView.bounds
        map.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        containerView.addSubview(map.view)
        map.didMove(toParent: self)
    }
}
