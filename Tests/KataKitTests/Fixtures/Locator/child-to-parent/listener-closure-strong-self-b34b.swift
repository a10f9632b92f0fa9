// locator-case: the second stored listener closure captures self strongly (the first has [weak self]), so container -> listeners -> closure -> container never frees; it needs { [weak self] point in self?.startMap… }
// batch: 34
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
        let showOnTarget = MapListener { [weak self] point in
            self?.targetMap.updateAnnotationLocation(antipode(of: point))
        }
        let showOnStart = MapListener { point in // locate-here
            self.startMap.updateAnnotationLocation(antipode(of: point))
        }
        listeners = [showOnTarget, showOnStart]
        startMap.delegate = showOnTarget
        targetMap.delegate = showOnStart
    }

    /// Forwards a map's report to a closure.
    final class MapListener: MapViewControllerDelegate {
        private let onMove: (CGPoint) -> Void
        init(onMove: @escaping (CGPoint) -> Void) { self.onMove = onMove }
        func mapViewController(_ mapViewController: MapViewController, didMoveTo point: CGPoint) {
            onMove(point)
        }
    }

    private var listeners: [MapListener] = []

    /// Given: Listing 5-1 into a container view.
    private func embed(_ map: MapViewController, in containerView: UIView) {
        addChild(map)
        map.view.frame = containerView.bounds
        map.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        containerView.addSubview(map.view)
        map.didMove(toParent: self)
    }
}
