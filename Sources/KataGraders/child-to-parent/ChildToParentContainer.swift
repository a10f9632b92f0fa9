import UIKitSim

/// What the child-to-parent grader needs from the learner's `ContainerViewController`. The map
/// type lives in the learner's module (Given.swift), so the contract hands the grader closures
/// that build the container and the maps, and makes the given map conform to `ChildToParentMap`.
@MainActor
public protocol ChildToParentContainer: UIViewController {}

/// The given `MapViewController` as the grader sees it.
@MainActor
public protocol ChildToParentMap: UIViewController {
    var currentLocation: CGPoint { get }
    func moveMan(to point: CGPoint)
    func updateAnnotationLocation(_ point: CGPoint)
    /// The map's `delegate`, as an object.
    var mapDelegate: AnyObject? { get }
}

/// The grader's own correct container, built the same way as the kata's (two container views,
/// each map embedded in one), listening to both maps as their delegate. It works on any
/// `ChildToParentMap` through closures the grader installs on the map side.
final class ReferenceChildToParentContainer: UIViewController, ChildToParentContainer {
    let startMap: any ChildToParentMap
    let targetMap: any ChildToParentMap
    let topContainer = UIView()
    let bottomContainer = UIView()
    private var listeners: [AnyObject] = []

    init(startMap: any ChildToParentMap, targetMap: any ChildToParentMap) {
        self.startMap = startMap
        self.targetMap = targetMap
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    override func viewDidLoad() {
        super.viewDidLoad()
        let half = view.bounds.height / 2
        topContainer.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: half)
        bottomContainer.frame = CGRect(x: 0, y: half, width: view.bounds.width, height: view.bounds.height - half)
        view.addSubview(topContainer)
        view.addSubview(bottomContainer)
        for (map, slot) in [(startMap, topContainer), (targetMap, bottomContainer)] {
            addChild(map)
            map.view.frame = slot.bounds
            slot.addSubview(map.view)
            map.didMove(toParent: self)
        }
        guard let listen = ChildToParentGrader.listen, let antipode = ChildToParentGrader.antipode else { return }
        listeners.append(listen(startMap) { [weak self] _, point in self?.targetMap.updateAnnotationLocation(antipode(point)) })
        listeners.append(listen(targetMap) { [weak self] _, point in self?.startMap.updateAnnotationLocation(antipode(point)) })
    }
}
