// locator-case: The learner wires the delegates with a helper that loops over children, but calls it from init, before viewDidLoad embeds the maps, so no map gets a delegate; call it after the two embed calls in viewDidLoad.
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
        listenToMyMaps() // locate-here
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
        embed(targetMap, in: bottomContainer) // locate-here
    } // locate-here

    /// Given: Listing 5-1 into a container view.
    private func embed(_ map: MapViewController, in containerView: UIView) {
        addChild(map)
        map.view.frame = containerView.bounds
        map.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        containerView.addSubview(map.view)
        map.didMove(toParent: self)
    }

    /// Every map I embed reports its drags to me (and only mine do).
    private func listenToMyMaps() {
        for case let map as MapViewController in children {
            map.delegate = self
        }
    }

    private func answer(_ mover: MapViewController, at point: CGPoint) {
        guard let other = children
            .compactMap({ $0 as? MapViewController })
            .first(where: { $0 !== mover }) else { return }
        other.updateAnnotationLocation(antipode(of: point))
    }
}

extension ContainerViewController: MapViewControllerDelegate {
    func mapViewController(_ mapViewController: MapViewController, didMoveTo point: CGPoint) {
        answer(mapViewController, at: point)
    }
}
