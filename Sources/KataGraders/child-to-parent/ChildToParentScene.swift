@_spi(Simulator) import UIKitSim
@_spi(Simulator) internal import UIKitSimTesting

/// One call of a map's API, as the given map reported it.
struct MapCall {
    let map: ObjectIdentifier
    let mapName: String
    let method: String          // "moveMan", "updateAnnotationLocation"
    let point: CGPoint
    /// Journal positions where the map's own work began and ended.
    let begin: Int
    var end: Int
    /// True for the grader's own `moveMan` (the user's drag).
    let byUser: Bool

    var line: String {
        "\(mapName).\(method == "moveMan" ? "moveMan(to: \(point.short))" : "updateAnnotationLocation(\(point.short))")"
            + (byUser ? "   [the user's drag]" : "")
    }
}

extension CGPoint {
    /// "(x, y)" with no decimals when they are whole.
    var short: String {
        func n(_ v: CGFloat) -> String { v == v.rounded() ? String(Int(v)) : String(format: "%.2f", Double(v)) }
        return "(\(n(x)), \(n(y)))"
    }

    func isClose(to other: CGPoint) -> Bool { abs(x - other.x) < 0.01 && abs(y - other.y) < 0.01 }
}

/// The maps' API calls, recorded while a scene plays.
@MainActor
enum MapCallLog {
    static var calls: [MapCall] = []
    static var open: [Int] = []
    static var userMove = false

    static func reset() { calls = []; open = []; userMove = false }

    static func record(_ map: UIViewController, _ method: String, _ point: CGPoint?) {
        if method == "end" {
            if let index = open.popLast() { calls[index].end = ContainmentJournal.position }
            return
        }
        let name = ObjectRef(map).name
        calls.append(MapCall(map: ObjectIdentifier(map), mapName: name, method: method, point: point ?? .zero,
                             begin: ContainmentJournal.position, end: Int.max, byUser: userMove))
        userMove = false
        open.append(calls.count - 1)
    }
}

/// The child-to-parent scene: the container on screen with its two maps, then the user drags
/// the man on one map. Every check plays it afresh.
@MainActor
struct ChildToParentScene {
    let container: UIViewController
    let startMap: any ChildToParentMap
    let targetMap: any ChildToParentMap
    let window: UIWindow
    let start: Int
    /// What happened during each drag: the calls and the journal entries that touched a map's subviews.
    var moves: [Move] = []

    struct Move {
        let mover: any ChildToParentMap
        let other: any ChildToParentMap
        let point: CGPoint
        let calls: [MapCall]
        let touches: [JournalEntry]
        let stateChanges: [String]
        /// Writes of a map's subviews' judged properties (alpha, isHidden, frame, …) made outside
        /// the map's own work, even of the value they had, with the journal's length then.
        let writes: [(view: UIView, property: String, text: String, position: Int)]
        /// Every way this drag touched a map's subviews from outside, as text (journal entries,
        /// changed state, writes), first first.
        @MainActor var touched: [String] { touches.map(Timeline.line) + stateChanges + writes.map(\.text) }
    }

    /// Plays the scene with the learner's container (or the reference when `reference`).
    static func play(reference: Bool = false, drags: [(fromStart: Bool, point: CGPoint)]) -> ChildToParentScene? {
        Simulator.withFreshWorld {
            MapCallLog.reset()
            guard let makeMap = ChildToParentGrader.makeMap, let makeContainer = ChildToParentGrader.makeContainer else { return nil }
            let startMap = makeMap(), targetMap = makeMap()
            Simulator.name(startMap, "startMap")
            Simulator.name(targetMap, "targetMap")
            let container: UIViewController = reference
                ? ReferenceChildToParentContainer(startMap: startMap, targetMap: targetMap)
                : makeContainer(startMap, targetMap)
            Simulator.name(container, "container")
            let window = Stage.show(container)
            Simulator.runUntilIdle()
            // Each map's subviews in the reverse of the order its viewDidLoad added them (the
            // annotation below the man): a container that reorders them from outside — bringing
            // the one that was in front to the front — then changes something the scene sees.
            for map in [startMap, targetMap] {
                if let root = map.viewIfLoaded, root.subviews.count > 1 {
                    root.exchangeSubview(at: 0, withSubviewAt: root.subviews.count - 1)
                }
            }
            for (map, name) in [(startMap, "startMap"), (targetMap, "targetMap")] {
                for (index, subview) in (map.viewIfLoaded?.subviews ?? []).enumerated() {
                    Simulator.name(subview, "\(name).view.subviews[\(index)]")
                }
            }
            var scene = ChildToParentScene(container: container, startMap: startMap, targetMap: targetMap,
                                           window: window, start: ContainmentJournal.position)
            for drag in drags {
                let mover = drag.fromStart ? startMap : targetMap
                let other = drag.fromStart ? targetMap : startMap
                let before = MapCallLog.calls.count
                let position = ContainmentJournal.position
                let mapViews = Self.subviews(of: [startMap, targetMap])
                let states = Self.state(of: mapViews)
                let orders = Self.order(of: [startMap, targetMap])
                let writes = Self.recordWrites(of: mapViews) {
                    MapCallLog.userMove = true
                    mover.moveMan(to: drag.point)
                    Simulator.runUntilIdle()
                }
                let calls = Array(MapCallLog.calls[before...])
                let touches = Self.touches(of: [startMap, targetMap], since: position, outside: calls)
                let after = Self.state(of: mapViews)
                var changed = zip(mapViews, zip(states, after)).compactMap { view, pair in
                    pair.0 == pair.1 ? nil : "\(ObjectRef(view).name): \(pair.0) → \(pair.1)"
                }
                changed += zip(orders, Self.order(of: [startMap, targetMap])).compactMap { pair in
                    pair.0 == pair.1 ? nil : "\(pair.0.root): \(pair.0.subviews) → \(pair.1.subviews)"
                }
                scene.moves.append(Move(mover: mover, other: other, point: drag.point, calls: calls,
                                        touches: touches, stateChanges: changed, writes: writes))
            }
            return scene
        }
    }

    /// Every view inside the maps' root views (not the root views themselves).
    static func subviews(of maps: [UIViewController]) -> [UIView] {
        func all(_ view: UIView) -> [UIView] { view.subviews + view.subviews.flatMap(all) }
        return maps.compactMap(\.viewIfLoaded).flatMap(all)
    }

    /// The order of each map's root view's subviews, by the index each was named with
    /// ("[1], [0]"), for "<root>.subviews reordered".
    static func order(of maps: [UIViewController]) -> [(root: String, subviews: String)] {
        maps.compactMap(\.viewIfLoaded).map { root in
            let prefix = ObjectRef(root).name + ".subviews"
            let names = root.subviews.map { subview in
                let full = ObjectRef(subview).name
                return full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : full
            }
            return (prefix + " reordered", names.joined(separator: ", "))
        }
    }

    /// The writes of `views`' judged properties (`Simulator.propertyWriteObserver`) that `body`
    /// makes outside any map's own work (a map's API call or the user's drag), beside whoever
    /// else observes writes (the locator).
    static func recordWrites(of views: [UIView], _ body: () -> Void)
        -> [(view: UIView, property: String, text: String, position: Int)] {
        let watched = Set(views.map(ObjectIdentifier.init))
        final class Box { var writes: [(view: UIView, property: String, text: String, position: Int)] = [] }
        let box = Box()
        let previous = Simulator.propertyWriteObserver
        Simulator.propertyWriteObserver = { object, property in
            previous?(object, property)
            guard MapCallLog.open.isEmpty, let view = object as? UIView, watched.contains(ObjectIdentifier(view)) else { return }
            let value: String
            switch property {
            case "alpha": value = " to " + Timeline.format(Double(view.alpha))
            case "isHidden": value = " to \(view.isHidden)"
            default: value = ""
            }
            box.writes.append((view, property, "\(ObjectRef(view).name).\(property) set\(value)", Simulator.journal.entries.count))
        }
        defer { Simulator.propertyWriteObserver = previous }
        body()
        return box.writes
    }

    /// What a container could change on a subview without moving it.
    static func state(of views: [UIView]) -> [String] {
        views.map { "hidden \($0.isHidden), alpha \(Timeline.format(Double($0.alpha)))" }
    }

    /// Journal entries since `since` that changed a map's subviews (or put views into a map's
    /// view) while no map was doing its own work.
    static func touches(of maps: [UIViewController], since: Int, outside calls: [MapCall]) -> [JournalEntry] {
        let roots = Set(maps.compactMap(\.viewIfLoaded).map(ObjectIdentifier.init))
        let inner = Set(subviews(of: maps).map(ObjectIdentifier.init))
        return Simulator.journal.entries.filter { entry in
            guard entry.index >= since else { return false }
            guard !calls.contains(where: { entry.index >= $0.begin && entry.index < $0.end }) else { return false }
            switch entry.event {
            case .frameChange(let view, _, _), .transformChange(let view, _, _):
                return inner.contains(view.id)
            case .addSubview(let view, let superview), .removeFromSuperview(let view, let superview):
                return inner.contains(view.id) || inner.contains(superview.id) || roots.contains(superview.id)
            default:
                return false
            }
        }
    }

    /// The scene as timeline lines: each drag, the API calls it caused and any touch of a map's subviews.
    var lines: [String] {
        moves.flatMap { move -> [String] in
            var lines: [String] = []
            for call in move.calls { lines.append(call.line) }
            lines += move.touches.map { "touched from outside the map: " + Timeline.line($0) }
            lines += move.stateChanges.map { "changed from outside the map: " + $0 }
            lines += move.writes.map { "written from outside the map: " + $0.text }
            return lines
        }
    }

    static func expectedLines(drags: [(fromStart: Bool, point: CGPoint)]) -> [String] {
        play(reference: true, drags: drags)?.lines ?? []
    }

    var diagnostics: [String] { Timeline.diagnostics(since: start) }
}
