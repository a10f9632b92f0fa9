@_spi(Simulator) import UIKitSim
import KataCatalog

/// Judges what a child heard when its container changed size: UIKit's default
/// `viewWillTransition(to:with:)` asks `size(forChildContentContainer:…)` for each child and tells
/// each child whose size changes — unless an override skipped `super`.
@MainActor
enum SizeTransitionDiagnosis {
    /// Nil when the child heard its right new size. `step` must be an action that told the
    /// container `viewWillTransition(to:with:)`.
    static func check(_ step: PanelStep, container: UIViewController, child: UIViewController) -> PanelDiagnosis? {
        let containerID = ObjectIdentifier(container)
        let childID = ObjectIdentifier(child)
        let entries = Simulator.journal.entries.filter { step.journal.contains($0.index) }
        let heard: [CGSize] = entries.compactMap {
            if case let .viewWillTransition(ref, size) = $0.event, ref.id == childID { return size }
            return nil
        }
        let expected = PanelRule.size(preferred: step.preferred, parent: step.bounds.size)
        var arguments = ["action": step.action, "expected": PanelScene.format(expected)]
        // The container's `super.viewWillTransition(to:…)`: UIKit's default tells the children.
        let superCall = entries.first {
            if case let .superCalled(ref, method) = $0.event {
                return ref.id == containerID && method == "viewWillTransition(to:with:)"
            }
            return false
        }
        // Whether the container answers the child's right size for its new bounds: then what went
        // wrong is the size it handed to `super`.
        func containerAnswersRight() -> Bool {
            container.size(forChildContentContainer: child, withParentContainerSize: step.bounds.size).isClose(to: expected)
        }
        // What the learner told the child by hand (UIKitSim journals only UIKit's deliveries, each
        // just before the override runs): after `super` told it, a second telling (D26 done twice).
        let byHand = ((child as? SizingProbe)?.heardSizes ?? []).filter { heard in
            step.journal.contains(heard.position - 1)
                && !isDelivery(Simulator.journal.entries[heard.position - 1], to: childID, size: heard.size)
        }
        if let again = byHand.first, let delivered = heard.first {
            arguments["told"] = PanelScene.format(again.size)
            arguments["heard"] = PanelScene.format(delivered)
            return PanelDiagnosis(rules: [.sizeForChild], message: FindingMessage("childToldAgainByHand", arguments),
                                  mistake: nil, location: CallSites.location(ofCall: again.stack))
        }
        guard let told = heard.last else {
            guard let superCall else {
                return PanelDiagnosis(rules: [.callSuper], message: FindingMessage("childHeardNothingNoSuper", arguments),
                                      mistake: "D26", location: CallSites.firstBodyLine(of: "viewWillTransition"))
            }
            // Told nothing though super ran: the size handed to super, or the answer, gave no change.
            return PanelDiagnosis(rules: [.sizeForChild], message: FindingMessage("childHeardNothing", arguments), mistake: nil,
                                  location: containerAnswersRight() ? CallSites.location(ofEntry: superCall.index) : nil)
        }
        guard !told.isClose(to: expected) else { return nil }
        arguments["told"] = PanelScene.format(told)
        return PanelDiagnosis(
            rules: [.sizeForChild],
            message: FindingMessage("childToldWrongSize", arguments),
            mistake: told.height > step.bounds.height || told == step.bounds.size ? "F31" : nil,
            location: (containerAnswersRight() ? superCall.flatMap { CallSites.location(ofEntry: $0.index) } : nil)
                ?? CallSites.sizeAnswerSite(told, expected: expected))
    }

    /// Whether `entry` is UIKit delivering `viewWillTransition(to: size)` to the child.
    private static func isDelivery(_ entry: JournalEntry, to child: ObjectIdentifier, size: CGSize) -> Bool {
        if case let .viewWillTransition(ref, delivered) = entry.event { return ref.id == child && delivered == size }
        return false
    }
}
