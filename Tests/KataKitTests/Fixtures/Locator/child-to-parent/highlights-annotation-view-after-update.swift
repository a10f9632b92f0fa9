// locator-case: after asking the other map to update its annotation, the learner's helper also recolours that map's annotationView from outside; a map's subviews are its own business, so drop the recolouring and use only updateAnnotationLocation.
// batch: 16
// grader-miss: the container writes annotationView.backgroundColor from outside the map, which README forbids (nothing inside a map's root view is changed); containerNeverTouchesMapSubviews should watch every property of the map's subviews, backgroundColor included.
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
        [startMap, targetMap].forEach { $0.delegate = self }
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

private extension MapViewController {
    /// Points this map's annotation at `location` and makes it stand out.
    func pointAnnotation(at location: CGPoint) {
        updateAnnotationLocation(location)
        annotationView.backgroundColor = .red // locate-here
    }
}

extension ContainerViewController: MapViewControllerDelegate {
    func mapViewController(_ mapViewController: MapViewController, didMoveTo point: CGPoint) {
        let isTop = mapViewController === startMap
        let listener = isTop ? targetMap : startMap
        listener.pointAnnotation(at: antipode(of: point))
    }
}
