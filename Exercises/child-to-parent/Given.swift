#if canImport(UIKit)
import UIKit
#else
import UIKitSim
#endif

// Given, read-only: the two maps' controller, its delegate protocol and the antipode helper.
// Grading compiles the kata's own copy of this file, never an edited one.

/// How a map tells whoever listens that the user dragged its man.
@MainActor
protocol MapViewControllerDelegate: AnyObject {
    func mapViewController(_ mapViewController: MapViewController, didMoveTo point: CGPoint)
}

/// The point on the other side of the globe: `point` is (longitude, latitude) in degrees.
func antipode(of point: CGPoint) -> CGPoint {
    CGPoint(x: point.x > 0 ? point.x - 180 : point.x + 180, y: -point.y)
}

/// One map with a man (where the user is) and an annotation (where the other map says to look).
final class MapViewController: UIViewController {
    /// Who hears about the user's drags. Weak: the map does not own whoever listens.
    weak var delegate: MapViewControllerDelegate?
    /// Where this map's man or annotation last went, in (longitude, latitude).
    private(set) var currentLocation: CGPoint = .zero

    /// The map's own subviews. They are the map's business: a container must not touch them.
    let manView = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    let annotationView = UIView(frame: CGRect(x: 0, y: 0, width: 12, height: 12))

    /// The workbook's window into the maps: sees every call of their API (nil in an app).
    static var callObserver: ((MapViewController, String, CGPoint?) -> Void)?
    /// A safety net: if maps keep moving each other, stop after a few rounds instead of
    /// overflowing the stack, so the loop shows up as a finding.
    private static var reportDepth = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(manView)
        view.addSubview(annotationView)
    }

    /// The user dragged the man to `point` (the map's pan gesture calls this). Reports to the delegate.
    func moveMan(to point: CGPoint) {
        Self.callObserver?(self, "moveMan", point)
        currentLocation = point
        if isViewLoaded { manView.center = position(of: point) }
        Self.callObserver?(self, "end", nil)
        guard Self.reportDepth < 6 else { return }
        Self.reportDepth += 1
        defer { Self.reportDepth -= 1 }
        delegate?.mapViewController(self, didMoveTo: point)
    }

    /// The map's public API: show the annotation at `point`. Does not report to the delegate.
    func updateAnnotationLocation(_ point: CGPoint) {
        Self.callObserver?(self, "updateAnnotationLocation", point)
        currentLocation = point
        if isViewLoaded { annotationView.center = position(of: point) }
        Self.callObserver?(self, "end", nil)
    }

    /// Where a (longitude, latitude) point lies in the map's view.
    private func position(of point: CGPoint) -> CGPoint {
        let bounds = view.bounds
        return CGPoint(x: bounds.midX + point.x / 360 * bounds.width, y: bounds.midY - point.y / 180 * bounds.height)
    }
}
