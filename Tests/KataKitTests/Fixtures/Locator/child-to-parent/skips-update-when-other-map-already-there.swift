// locator-case: the delegate method returns early when the other map already sits at the antipode, so a drag onto that place never reaches updateAnnotationLocation; drop the guard and always update the other map.
// batch: 16
// grader-miss: currentLocation is also where the other map's man was last dragged, so when the antipode equals it the annotation is never moved and the drag gets no updateAnnotationLocation; the grader should drag one map's man to a point, then drag the other map to that point's antipode and expect exactly one update.
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
        // listen first, then embed: the maps do not report before they are dragged anyway
        targetMap.delegate = self
        startMap.delegate = self
        embed(startMap, in: topContainer)
        embed(targetMap, in: bottomContainer)
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
        let counterpart: MapViewController
        if mapViewController === targetMap {
            counterpart = startMap
        } else {
            counterpart = targetMap
        }
        let destination = antipode(of: point)
        // nothing to do if the annotation is already there
        guard counterpart.currentLocation != destination else { return } // locate-here
        counterpart.updateAnnotationLocation(destination)
    }
}
