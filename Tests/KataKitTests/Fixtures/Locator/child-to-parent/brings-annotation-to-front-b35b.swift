// locator-case: after the API call the container also reorders the other map's subviews (other.view.bringSubviewToFront(other.annotationView)), reaching inside the child; only updateAnnotationLocation(_:) should be called, delete that line
// batch: 35
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
        startMap.delegate = self
        targetMap.delegate = self
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

extension ContainerViewController: MapViewControllerDelegate {
    func mapViewController(_ mapViewController: MapViewController, didMoveTo point: CGPoint) {
        let maps: [MapViewController] = [startMap, targetMap]
        guard let other = maps.first(where: { $0 !== mapViewController }) else { return }
        other.updateAnnotationLocation(antipode(of: point))
        other.view.bringSubviewToFront(other.annotationView) // locate-here
    }
}
