@_spi(Simulator) import UIKitSim
@_spi(Simulator) internal import UIKitSimTesting

/// A window shape: size and size classes.
struct SplitShape: Sendable {
    let name: String
    let size: CGSize
    let horizontal: UIUserInterfaceSizeClass
    let vertical: UIUserInterfaceSizeClass

    static let phonePortrait = SplitShape(name: "390×844, .compact width", size: CGSize(width: 390, height: 844), horizontal: .compact, vertical: .regular)
    /// A phone turned to landscape: the height class changes, the width class stays compact.
    static let phoneLandscape = SplitShape(name: "844×390, .compact width and height", size: CGSize(width: 844, height: 390), horizontal: .compact, vertical: .compact)
    static let largePhoneLandscape = SplitShape(name: "932×430, .regular width", size: CGSize(width: 932, height: 430), horizontal: .regular, vertical: .compact)
    static let largePhonePortrait = SplitShape(name: "430×932, .compact width", size: CGSize(width: 430, height: 932), horizontal: .compact, vertical: .regular)
    static let padLandscape = SplitShape(name: "1024×768, .regular width", size: CGSize(width: 1024, height: 768), horizontal: .regular, vertical: .regular)
    static let padPortrait = SplitShape(name: "768×1024, .regular width", size: CGSize(width: 768, height: 1024), horizontal: .regular, vertical: .regular)
}

/// One run of the split scene: the container appears in `start`, then the window turns into
/// each of `changes` (a rotation or a split-screen resize). Every check plays it afresh.
@MainActor
struct SplitContainerScene {
    let container: any SplitContainerContainer
    let primary: ProbeViewController
    let secondary: ProbeViewController
    let window: UIWindow
    let start: Int
    /// Journal position just before each change.
    let changeStarts: [Int]
    /// Layout seen after the appearance and after each change.
    let snapshots: [Snapshot]
    /// Layout seen while each change's animation runs (right after the window was resized, before
    /// the run loop let the animation end): what a re-arrangement alongside the transition shows.
    let animating: [Snapshot]

    /// Both children keep the full bounds the given code gave them and the secondary is never
    /// hidden, in every shape: the container follows no size class yet (the untouched starter),
    /// so "both stay children" is only the given code's doing.
    var laysOutNothingYet: Bool {
        snapshots.allSatisfy { snap in
            [snap.primaryFrame, snap.secondaryFrame].allSatisfy { $0?.isClose(to: snap.bounds) ?? false } && !snap.secondaryHidden
        }
    }

    struct Snapshot {
        let shape: SplitShape
        let bounds: CGRect
        let primaryFrame: CGRect?
        let secondaryFrame: CGRect?
        let secondaryInWindow: Bool
        let secondaryHidden: Bool
        let primaryWidth: CGFloat
        let bothChildren: Bool
    }

    static func play(_ type: any SplitContainerContainer.Type, start shape: SplitShape, changes: [SplitShape] = []) -> SplitContainerScene {
        Simulator.withFreshWorld {
            let primary = ProbeViewController(label: "primary")
            let secondary = ProbeViewController(label: "secondary")
            let container = type.init(primary: primary, secondary: secondary)
            Simulator.name(container, "container")
            let window = UIWindow(frame: CGRect(origin: .zero, size: shape.size))
            if shape.horizontal != .compact || shape.vertical != .regular {
                Simulator.resize(window, to: shape.size, horizontalSizeClass: shape.horizontal, verticalSizeClass: shape.vertical)
            }
            let start = ContainmentJournal.position
            window.rootViewController = container
            window.makeKeyAndVisible()
            Simulator.runUntilIdle()
            var snapshots = [snapshot(container, primary, secondary, shape)]
            var changeStarts: [Int] = []
            var animating: [Snapshot] = []
            for next in changes {
                changeStarts.append(ContainmentJournal.position)
                Simulator.resize(window, to: next.size, horizontalSizeClass: next.horizontal, verticalSizeClass: next.vertical)
                animating.append(snapshot(container, primary, secondary, next))
                Simulator.runUntilIdle()
                snapshots.append(snapshot(container, primary, secondary, next))
            }
            return SplitContainerScene(container: container, primary: primary, secondary: secondary, window: window,
                                       start: start, changeStarts: changeStarts, snapshots: snapshots, animating: animating)
        }
    }

    private static func snapshot(_ container: any SplitContainerContainer, _ primary: UIViewController,
                                 _ secondary: UIViewController, _ shape: SplitShape) -> Snapshot {
        let root = container.view!
        let bothChildren = [primary, secondary].allSatisfy { (child: UIViewController) -> Bool in
            child.parent === container && container.children.filter { $0 === child }.count == 1
        }
        return Snapshot(
            shape: shape, bounds: root.bounds,
            primaryFrame: primary.viewIfLoaded.flatMap { Stage.frame(of: $0, in: root) },
            secondaryFrame: secondary.viewIfLoaded.flatMap { Stage.frame(of: $0, in: root) },
            secondaryInWindow: secondary.viewIfLoaded?.window != nil && Stage.view(secondary.viewIfLoaded, isInside: root),
            secondaryHidden: secondary.viewIfLoaded.map { $0.isHidden || $0.alpha < 0.01 } ?? false,
            primaryWidth: container.primaryWidth(for: root.bounds.size), bothChildren: bothChildren)
    }

    /// What happened to the container and its children, as timeline lines (frames left out).
    var actualLines: [String] {
        let ids: Set<ObjectIdentifier> = [ObjectIdentifier(container), ObjectIdentifier(primary), ObjectIdentifier(secondary)]
        var lines: [String] = []
        var changeIndex = 0
        for entry in Simulator.journal.entries where entry.index >= start {
            if changeIndex < changeStarts.count, entry.index >= changeStarts[changeIndex] {
                lines.append("— window becomes \(snapshots[changeIndex + 1].shape.name) —")
                changeIndex += 1
            }
            switch entry.event {
            case .frameChange, .viewWillLayoutSubviews, .viewDidLayoutSubviews, .animationBegan, .animationEnded: continue
            default: break
            }
            guard entry.event.mentions(ids) else { continue }
            lines.append(Timeline.line(entry))
        }
        return lines
    }

    var diagnostics: [String] { Timeline.diagnostics(since: start) }

    /// `child`'s callbacks of `kind` from journal position `from` on.
    func count(_ child: ProbeViewController, _ kind: ProbeViewController.Callback, from: Int) -> Int {
        child.received(kind).filter { $0.journalPosition > from }.count
    }
}
