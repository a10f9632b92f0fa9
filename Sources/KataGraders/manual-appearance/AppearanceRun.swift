@_spi(Simulator) import UIKitSim
@_spi(Simulator) internal import UIKitSimTesting

/// One run of the manual-appearance scenario, as plain values: the host shows the container
/// (the window appears, never animated), hides it and shows it again (animated or not; the show
/// with the other flag, for a flag read before it was updated).
/// Everything is read out of the simulator before the next run resets it.
@MainActor
struct AppearanceRun {
    /// The flag used for the hide, and for the second show unless `showAgainAnimated` says otherwise.
    let animated: Bool
    let showAgainAnimated: Bool
    let phases: [AppearancePhase]
    /// `shouldAutomaticallyForwardAppearanceMethods` as the container answers it.
    let forwardsAutomatically: Bool
    /// `beginAppearanceTransition` / `endAppearanceTransition` calls that reached the child.
    let childBegins: Int
    let childEnds: Int
    /// UIKit's warnings and exceptions during the run, verbatim.
    let diagnostics: [String]
    /// The container's overrides that ran without calling `super`.
    let methodsSkippingSuper: [String]

    /// The whole run as timeline lines, phase by phase.
    var lines: [String] { phases.flatMap { ["— \($0.title) —"] + $0.lines } }

    var unbalancedWarnings: [String] { diagnostics.filter { $0.contains("Unbalanced calls") } }
    var directCallWarnings: [String] { diagnostics.filter { $0.contains("directly on a view controller") } }
    var directBeats: [AppearanceBeat] { phases.flatMap(\.beats).filter(\.direct) }
    /// True when any appearance news reached the child at all.
    var childHeardAnything: Bool { phases.contains { !$0.childBeats.isEmpty } }
    /// Forwarding is still automatic and the container never forwarded or called anything
    /// itself: the untouched starter. The forwarding checks have nothing of the learner's to judge
    /// (UIKit's own automatic forwarding would pass them), so they do not run.
    var forwardsNothingYet: Bool {
        forwardsAutomatically && childBegins == 0 && childEnds == 0 && directBeats.isEmpty && directCallWarnings.isEmpty
            && methodsSkippingSuper.isEmpty
    }

    /// Plays the scenario with a fresh simulator.
    static func play(_ type: any ManualAppearanceContainer.Type, animated: Bool, showAgainAnimated: Bool? = nil) -> AppearanceRun {
        let showAgainAnimated = showAgainAnimated ?? animated
        return Simulator.withFreshWorld {
            let content = ProbeViewController(label: "content")
            let container = type.init(child: content)
            Simulator.name(container, "container")
            let host = AppearanceHost(content: container)
            Simulator.name(host, "host")

            var marks: [(start: Int, appearing: Bool, animated: Bool, title: String)] = []
            marks.append((ContainmentJournal.position, true, false, "the window shows the container"))
            let window = Stage.show(host)
            marks.append((ContainmentJournal.position, false, animated, "the container is covered (animated: \(animated))"))
            host.hideContent(animated: animated)
            marks.append((ContainmentJournal.position, true, showAgainAnimated, "the container is shown again (animated: \(showAgainAnimated))"))
            host.showContent(animated: showAgainAnimated)
            Simulator.runUntilIdle()
            let end = ContainmentJournal.position

            let reader = BeatReader(container: container, child: content)
            let childID = ObjectIdentifier(content)
            let entries = Simulator.journal.entries
            let phases = marks.enumerated().map { i, mark -> AppearancePhase in
                let upTo = i + 1 < marks.count ? marks[i + 1].start : end
                let (beats, lines) = reader.read(from: mark.start, to: upTo)
                let inPhase = entries.filter { $0.index >= mark.start && $0.index < upTo }
                return AppearancePhase(
                    appearing: mark.appearing, animated: mark.animated, title: mark.title, beats: beats, lines: lines,
                    childBegins: inPhase.filter {
                        if case let .beginAppearanceTransition(ref, _, _) = $0.event { return ref.id == childID }
                        return false
                    }.map(\.index),
                    childEnds: inPhase.filter {
                        if case let .endAppearanceTransition(ref) = $0.event { return ref.id == childID }
                        return false
                    }.count)
            }
            let run = AppearanceRun(
                animated: animated,
                showAgainAnimated: showAgainAnimated,
                phases: phases,
                forwardsAutomatically: container.shouldAutomaticallyForwardAppearanceMethods,
                childBegins: entries.filter {
                    if case let .beginAppearanceTransition(ref, _, _) = $0.event { return ref.id == childID }
                    return false
                }.count,
                childEnds: entries.filter {
                    if case let .endAppearanceTransition(ref) = $0.event { return ref.id == childID }
                    return false
                }.count,
                diagnostics: Timeline.diagnostics(since: 0),
                methodsSkippingSuper: SuperCallAudit.methodsSkippingSuper(container)
            )
            withExtendedLifetime((window, host)) {}
            return run
        }
    }

    /// The same scenario played by the grader's correct container: the expected timeline.
    static func expected(like run: AppearanceRun) -> AppearanceRun {
        play(ReferenceManualAppearanceContainer.self, animated: run.animated, showAgainAnimated: run.showAgainAnimated)
    }
}

/// Reads the container's and the child's appearance callbacks out of the journal and the probe.
/// The child's come from the probe (what actually ran), matched to the journal's deliveries, so a
/// direct call — which UIKit never delivered — shows up as one.
@MainActor
private struct BeatReader {
    let container: UIViewController
    let child: ProbeViewController

    func read(from start: Int, to end: Int) -> ([AppearanceBeat], [String]) {
        let containerID = ObjectIdentifier(container)
        let childID = ObjectIdentifier(child)
        let entries = Simulator.journal.entries.filter { $0.index >= start && $0.index < end }

        // Deliveries to the child, to tell delivered callbacks from direct calls.
        var pendingDeliveries: [(index: Int, kind: AppearanceBeat.Kind)] = entries.compactMap { entry in
            AppearanceBeat.delivered(entry.event, to: childID).map { (entry.index, $0.0) }
        }
        // Child callbacks recorded by the probe during [start, end): a record made when the journal
        // held `p` entries happened after entry p-1.
        let records = child.received.filter { $0.journalPosition > start && $0.journalPosition <= end }

        var items: [(key: Double, seq: Int, beat: AppearanceBeat?, line: String)] = []
        for entry in entries {
            if let (kind, animated) = AppearanceBeat.delivered(entry.event, to: containerID) {
                items.append((Double(entry.index), items.count,
                              AppearanceBeat(who: .container, kind: kind, animated: animated, direct: false),
                              Timeline.line(entry)))
            } else if case .diagnostic = entry.event {
                items.append((Double(entry.index), items.count, nil, Timeline.line(entry)))
            }
        }
        for record in records {
            guard let kind = AppearanceBeat.Kind(record.callback), let animated = record.animated else { continue }
            let delivery = pendingDeliveries.firstIndex { $0.kind == kind && $0.index < record.journalPosition }
            let line: String
            if let delivery, let entry = entries.first(where: { $0.index == pendingDeliveries[delivery].index }) {
                line = Timeline.line(entry)
            } else {
                let time = record.time > 0 ? "t=\(Timeline.format(record.time)) " : ""
                line = time + "\(child.label).\(kind.rawValue)(\(animated))   [called directly, not delivered by UIKit]"
            }
            let direct = delivery == nil
            if let delivery { pendingDeliveries.remove(at: delivery) }
            items.append((Double(record.journalPosition) - 0.5, items.count,
                          AppearanceBeat(who: .child, kind: kind, animated: animated, direct: direct), line))
        }
        items.sort { ($0.key, $0.seq) < ($1.key, $1.seq) }
        return (items.compactMap(\.beat), items.map(\.line))
    }
}
