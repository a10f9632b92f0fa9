internal import Testing
@_spi(Simulator) import UIKitSim
@_spi(Simulator) internal import UIKitSimTesting
import KataCatalog

/// Grades `child-to-parent` (objc.io's Tunnel): when the user drags the man on either map, the
/// other map shows the antipode through its API (`updateAnnotationLocation(_:)`), once per drag,
/// never by moving the other map's man and never by touching a map's subviews; a map in a plain
/// container still reports; and a dismissed container is released with both maps.
@Suite(.serialized, .freshSimulator) @MainActor
public struct ChildToParentGrader {
    /// Set by the contract: builds the learner's container around two maps.
    public static var makeContainer: ((UIViewController, UIViewController) -> UIViewController)?
    /// Set by the contract: a new given `MapViewController`.
    public static var makeMap: (() -> any ChildToParentMap)?
    /// Set by the contract: the given `antipode(of:)`.
    public static var antipode: ((CGPoint) -> CGPoint)?
    /// Set by the contract: makes a grader listener the map's delegate; returns it (keep it alive).
    public static var listen: ((UIViewController, @escaping (UIViewController, CGPoint) -> Void) -> AnyObject)?

    /// Called by the given map (through the contract) for every call of its API.
    public static func record(_ map: UIViewController, _ method: String, _ point: CGPoint?) {
        MapCallLog.record(map, method, point)
    }

    public init() {}

    static let fromStart: [(fromStart: Bool, point: CGPoint)] = [(true, CGPoint(x: 30, y: 40))]
    static let fromTarget: [(fromStart: Bool, point: CGPoint)] = [(false, CGPoint(x: -100, y: 20))]
    static let bothWays = fromStart + fromTarget
    /// After the drag on startMap, a drag on targetMap onto the place startMap is at now: the
    /// reporting map is told by who reported, not by where a map happens to be.
    static let ontoStartsPlace: [(fromStart: Bool, point: CGPoint)] = fromStart + [(false, fromStart[0].point)]

    private func scene(_ drags: [(fromStart: Bool, point: CGPoint)]) -> ChildToParentScene? {
        guard Self.makeContainer != nil, Self.makeMap != nil, Self.antipode != nil, Self.listen != nil,
              let scene = ChildToParentScene.play(drags: drags) else {
            reportSetupProblem("No container registered: the contract file sets ChildToParentGrader's closures.")
            return nil
        }
        return scene
    }

    /// True when the container answered neither map in any way (no delegate set, no call, no
    /// touch): the untouched starter. Checks of how it answers then have nothing to judge.
    private func answersNothing(_ s: ChildToParentScene) -> Bool {
        s.moves.allSatisfy { move in
            move.mover.mapDelegate == nil && move.calls.allSatisfy(\.byUser) && move.touched.isEmpty
        }
    }

    /// Reports "not run" and returns true when the container does not listen to its maps yet.
    private func notListeningYet() -> Bool {
        guard let s = scene(Self.bothWays), answersNothing(s) else { return false }
        notApplicable("notRunNotListening")
        return true
    }

    private func fail(_ scene: ChildToParentScene, _ drags: [(fromStart: Bool, point: CGPoint)], _ rules: [RuleID],
                      _ key: String, _ arguments: [String: String], mistake: String? = nil,
                      location: Finding.Location? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        report(rules: rules, FindingMessage(key, arguments), mistake: mistake, actual: scene.lines,
               diagnostics: scene.diagnostics, expected: { ChildToParentScene.expectedLines(drags: drags) },
               location: location, sourceLocation: sourceLocation)
    }

    /// The learner's line behind a map call: the first journal entry the map's own work made
    /// (its annotation or man moving), traced back to the learner's file.
    private func site(of call: MapCall) -> Finding.Location? {
        Simulator.journal.entries.lazy
            .filter { $0.index >= call.begin && $0.index < call.end }
            .compactMap { CallSites.location(ofEntry: $0.index) }
            .first
    }

    private func name(_ object: AnyObject) -> String { ObjectRef(object).name }

    /// The one coordinate of `point` that is off from `expected` (`x` or `y`), nil when both are.
    static func offPart(_ point: CGPoint, _ expected: CGPoint) -> String? {
        let xOff = abs(point.x - expected.x) > 0.01, yOff = abs(point.y - expected.y) > 0.01
        return xOff == yOff ? nil : xOff ? "x" : "y"
    }

    /// One drag (the `index`th of `drags`): the other map must get updateAnnotationLocation(antipode)
    /// once, and the map the user dragged must be left as the drag left it (no updateAnnotationLocation
    /// of its own). Returns false when it reported a problem.
    @discardableResult
    private func judgeDrag(_ drags: [(fromStart: Bool, point: CGPoint)], move index: Int = 0,
                           sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        guard let s = scene(drags), s.moves.indices.contains(index), let antipode = Self.antipode else { return true }
        let move = s.moves[index]
        let mover = move.mover, other = move.other
        let answers = move.calls.filter { !$0.byUser }
        let updates = answers.filter { $0.map == ObjectIdentifier(other) && $0.method == "updateAnnotationLocation" }
        let moverUpdates = answers.filter { $0.map == ObjectIdentifier(mover) && $0.method == "updateAnnotationLocation" }
        let expected = antipode(move.point)
        var arguments = ["mover": name(mover), "other": name(other), "point": move.point.short, "expected": expected.short]
        if updates.count == 1 && updates[0].point.isClose(to: expected) {
            // The other map is right; the dragged map must keep what the drag showed.
            guard let first = moverUpdates.first else { return true }
            arguments["got"] = first.point.short
            arguments["count"] = String(moverUpdates.count)
            fail(s, drags, [.childKnowsLittle], "alsoUpdatedMover", arguments, location: site(of: first),
                 sourceLocation: sourceLocation)
            return false
        }
        let manMoves = answers.filter { $0.method == "moveMan" }
        if updates.isEmpty, let first = manMoves.first {
            arguments["map"] = first.mapName
            arguments["count"] = String(manMoves.count)
            fail(s, drags, [.childKnowsLittle], "answeredWithMoveMan", arguments, sourceLocation: sourceLocation)
        } else if updates.isEmpty, let touch = move.touched.first {
            arguments["what"] = touch
            fail(s, drags, [.rootViewOnly], "changedSubviewsInstead", arguments, mistake: "G32", sourceLocation: sourceLocation)
        } else if updates.isEmpty && mover.mapDelegate == nil {
            fail(s, drags, [.childKnowsLittle], "noDelegate", arguments, location: CallSites.spelledWriteSite(of: "delegate"),
                 sourceLocation: sourceLocation)
        } else if updates.isEmpty && answers.contains(where: { $0.map == ObjectIdentifier(mover) && $0.method == "updateAnnotationLocation" }) {
            fail(s, drags, [.childKnowsLittle], "updatedMover", arguments,
                 location: moverUpdates.first.flatMap(site).map(CallSites.receiverOrigin),
                 sourceLocation: sourceLocation)
        } else if updates.isEmpty {
            fail(s, drags, [.childKnowsLittle], "noUpdate", arguments,
                 location: CallSites.skippedCall(of: "updateAnnotationLocation", on: name(other)), sourceLocation: sourceLocation)
        } else if updates.count > 1 {
            arguments["count"] = String(updates.count)
            fail(s, drags, [.childKnowsLittle], "updatedMoreThanOnce", arguments, location: site(of: updates[1]),
                 sourceLocation: sourceLocation)
        } else {
            arguments["got"] = updates[0].point.short
            fail(s, drags, [.childKnowsLittle], "wrongPoint", arguments, location: site(of: updates[0]).map {
                     CallSites.argumentOrigin($0, ofCallTo: "updateAnnotationLocation", component: Self.offPart(updates[0].point, expected))
                 },
                 sourceLocation: sourceLocation)
        }
        return false
    }

    @Test func dragOnStartMapShowsAntipodeOnTarget() {
        judgeDrag(Self.fromStart)
    }

    @Test func dragOnTargetMapShowsAntipodeOnStart() {
        guard judgeDrag(Self.fromTarget) else { return }
        judgeDrag(Self.ontoStartsPlace, move: 1)
    }

    @Test func dragsDoNotBounceBetweenMaps() {
        guard let s = scene(Self.bothWays) else { return }
        guard !answersNothing(s) else { return notApplicable("notRunNotListening") }
        for move in s.moves {
            let manMoves = move.calls.filter { !$0.byUser && $0.method == "moveMan" }
            guard let first = manMoves.first else { continue }
            fail(s, Self.bothWays, [.childKnowsLittle], "bouncedWithMoveMan",
                 ["mover": name(move.mover), "map": first.mapName, "count": String(manMoves.count)])
            return
        }
    }

    @Test func containerNeverTouchesMapSubviews() {
        guard let s = scene(Self.bothWays) else { return }
        guard !answersNothing(s) else { return notApplicable("notRunNotListening") }
        for move in s.moves {
            guard let what = move.touched.first else { continue }
            fail(s, Self.bothWays, [.rootViewOnly], "touchedSubview", ["mover": name(move.mover), "what": what], mistake: "G32",
                 location: touchSite(move))
            return
        }
    }

    /// The learner's line behind the first way `move` touched a map's subviews: the call that made
    /// the journal entry, the last write of a changed or written property, or a reordering call.
    private func touchSite(_ move: ChildToParentScene.Move) -> Finding.Location? {
        if let entry = move.touches.first { return CallSites.location(ofEntry: entry.index) }
        if !move.stateChanges.isEmpty {
            let changedWrite = move.writes.first { write in move.stateChanges.contains { $0.hasPrefix(ObjectRef(write.view).name + ":") } }
            if let write = changedWrite { return CallSites.writeSite(of: write.view, write.property, from: write.position) }
            // Only the order changed: UIKit journals no reordering; the learner's call that makes one.
            return ["bringSubviewToFront(", "sendSubviewToBack(", "exchangeSubview("].lazy
                .compactMap { CallSites.firstLine(containing: $0) }.first
        }
        return move.writes.first.flatMap { CallSites.writeSite(of: $0.view, $0.property, from: $0.position) }
    }

    @Test func mapInPlainContainerStillReports() {
        guard let makeMap = Self.makeMap, let makeContainer = Self.makeContainer, let listen = Self.listen else {
            reportSetupProblem("No container registered: the contract file sets ChildToParentGrader's closures.")
            return
        }
        guard !notListeningYet() else { return }
        MapCallLog.reset()
        let yourStart = makeMap(), yourTarget = makeMap()
        Simulator.name(yourStart, "startMap")
        Simulator.name(yourTarget, "targetMap")
        let container = makeContainer(yourStart, yourTarget)
        Simulator.name(container, "container")
        let window = Stage.show(container)
        let plain = UIViewController()
        Simulator.name(plain, "plainContainer")
        let plainWindow = Stage.show(plain)
        let map = makeMap()
        Simulator.name(map, "plainMap")
        Stage.addChild(map, to: plain)
        final class Heard { var points: [CGPoint] = [] }
        let heard = Heard()
        let listener = listen(map) { _, point in heard.points.append(point) }
        let start = ContainmentJournal.position
        let point = CGPoint(x: 50, y: -10)
        MapCallLog.userMove = true
        map.moveMan(to: point)
        Simulator.runUntilIdle()
        defer { withExtendedLifetime((window, plainWindow, listener, container)) {} }
        let yours = MapCallLog.calls.filter { $0.map == ObjectIdentifier(yourStart) || $0.map == ObjectIdentifier(yourTarget) }
        let actual = MapCallLog.calls.map(\.line) + heard.points.map { "plainMap.delegate heard mapViewController(plainMap, didMoveTo: \($0.short))" }
        let expected = ["plainMap.moveMan(to: \(point.short))   [the user's drag]",
                        "plainMap.delegate heard mapViewController(plainMap, didMoveTo: \(point.short))"]
        let diagnostics = Timeline.diagnostics(since: start)
        if heard.points.count != 1 || !(heard.points.first?.isClose(to: point) ?? false) {
            report(rules: [.childKnowsLittle], FindingMessage("plainMapNotHeard", ["count": String(heard.points.count), "point": point.short]),
                   actual: actual, diagnostics: diagnostics, expected: { expected })
        } else if let first = yours.first {
            report(rules: [.childKnowsLittle], FindingMessage("plainMapReachedYourMaps", ["call": first.line]),
                   actual: actual, diagnostics: diagnostics, expected: { expected })
        }
    }

    @Test func dismissingReleasesContainerAndMaps() {
        guard let makeMap = Self.makeMap, let makeContainer = Self.makeContainer else {
            reportSetupProblem("No container registered: the contract file sets ChildToParentGrader's closures.")
            return
        }
        guard !notListeningYet() else { return }
        let tracker = ReleaseTracker()
        // The container and its maps live only inside this closure: afterwards only the
        // container's own references (or its maps') could keep them alive.
        let (window, presenter, lines): (UIWindow, UIViewController, [String]) = Simulator.withFreshWorld {
            MapCallLog.reset()
            let presenter = UIViewController()
            Simulator.name(presenter, "presenter")
            let window = Stage.show(presenter)
            let startMap = makeMap(), targetMap = makeMap()
            Simulator.name(startMap, "startMap")
            Simulator.name(targetMap, "targetMap")
            let container = makeContainer(startMap, targetMap)
            Simulator.name(container, "container")
            tracker.watch(container, as: "container")
            tracker.watch(startMap, as: "startMap")
            tracker.watch(targetMap, as: "targetMap")
            presenter.present(container, animated: false, completion: nil)
            Simulator.runUntilIdle()
            MapCallLog.userMove = true
            startMap.moveMan(to: CGPoint(x: 10, y: 10))
            Simulator.runUntilIdle()
            presenter.dismiss(animated: false, completion: nil)
            Simulator.runUntilIdle()
            return (window, presenter, MapCallLog.calls.map(\.line) + ["presenter.dismiss(animated: false)"])
        }
        Simulator.runUntilIdle()
        defer { withExtendedLifetime((window, presenter)) {} }
        let alive = tracker.stillAlive
        guard !alive.isEmpty else { return }
        report(rules: [.noRetainCycle], FindingMessage("stillAlive", ["alive": alive.joined(separator: ", ")]),
               mistake: alive.contains("container") ? "H39" : nil,
               actual: lines + ["still alive: " + alive.joined(separator: ", ")], diagnostics: Timeline.diagnostics(),
               expected: { lines + ["released: container, startMap, targetMap"] }, location: CallSites.retentionSite())
    }
}
