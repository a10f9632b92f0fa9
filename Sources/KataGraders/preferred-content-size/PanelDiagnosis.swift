import UIKitSim
import KataCatalog

/// Names the rule behind a misplaced child or a wrong size answer, from what was observed.
@MainActor
struct PanelDiagnosis {
    let rules: [RuleID]
    let message: String
    let mistake: String?

    /// Why the child's view is not where `step` expected it.
    static func misplaced(_ step: PanelStep) -> PanelDiagnosis {
        let want = step.expectedFrame.short
        let what = "After “\(step.action)” content.view is at \(step.actualFrame?.short ?? "nowhere") instead of \(want)."
        guard let frame = step.actualFrame else {
            return PanelDiagnosis(rules: [.sizeForChild], message: what + " It is not inside the container's view.",
                                  mistake: nil)
        }
        if step.isStale && step.action.hasPrefix(PanelScene.preferenceActionPrefix) {
            return PanelDiagnosis(
                rules: [.listenPreferredContentSize],
                message: what + " The child asked for a new size and nothing moved: override "
                    + "preferredContentSizeDidChange(forChildContentContainer:) and lay the child out again.",
                mistake: "F30")
        }
        if step.action.hasPrefix(PanelScene.resizeActionPrefix), let before = step.previousFrame,
           abs(before.height - frame.height) < 0.01 {
            return PanelDiagnosis(
                rules: [.sizeForChild],
                message: what + " The container changed size but the child kept its old height: lay it out again "
                    + "when your own size changes (in viewDidLayoutSubviews, or alongside the coordinator after "
                    + "super.viewWillTransition(to:with:)).",
                mistake: nil)
        }
        if abs(frame.height - step.bounds.height) < 0.01 && step.preferred.height < step.bounds.height {
            return PanelDiagnosis(
                rules: [.sizeForChild],
                message: what + " The child got the container's whole height: "
                    + "size(forChildContentContainer:withParentContainerSize:) still answers the parent size "
                    + "(UIKit's default). Answer the child's preferred height instead.",
                mistake: "F31")
        }
        if frame.height > step.bounds.height + 0.01 {
            return PanelDiagnosis(
                rules: [.sizeForChild],
                message: what + " The child is taller than the container: clamp its preferred height to the "
                    + "parent size you are given.",
                mistake: "F31")
        }
        if abs(frame.width - step.bounds.width) > 0.01 {
            return PanelDiagnosis(
                rules: [.sizeForChild],
                message: what + " The child must span the container's full width (\(Int(step.bounds.width)) points), "
                    + "whatever width it prefers.",
                mistake: nil)
        }
        if step.isStale {
            return PanelDiagnosis(
                rules: [.sizeForChild, .listenPreferredContentSize],
                message: what + " The child was not laid out again for the container's new size.",
                mistake: nil)
        }
        return PanelDiagnosis(
            rules: [.listenPreferredContentSize, .sizeForChild],
            message: what + " Lay the child out from its preferredContentSize: full width, pinned to the bottom "
                + "edge, as tall as it prefers but no taller than the container.",
            mistake: nil)
    }

    /// Why `size(forChildContentContainer:withParentContainerSize:)` answered `answer` for `parent`.
    static func wrongAnswer(_ answer: CGSize, parent: CGSize, preferred: CGSize) -> PanelDiagnosis {
        let expected = PanelRule.size(preferred: preferred, parent: parent)
        let what = "size(forChildContentContainer: content, withParentContainerSize: \(PanelScene.format(parent))) "
            + "answered \(PanelScene.format(answer)) instead of \(PanelScene.format(expected))."
        if answer.width == parent.width && answer.height == parent.height {
            return PanelDiagnosis(
                rules: [.sizeForChild],
                message: what + " That is the parent size, UIKit's default answer: override it to answer full width "
                    + "and the child's preferred height.",
                mistake: "F31")
        }
        if answer.height > parent.height {
            return PanelDiagnosis(
                rules: [.sizeForChild],
                message: what + " A child never gets more than the parent size: clamp the preferred height to it.",
                mistake: "F31")
        }
        if answer.width != parent.width {
            return PanelDiagnosis(
                rules: [.sizeForChild],
                message: what + " Answer the parent's full width, whatever width the child prefers.",
                mistake: nil)
        }
        return PanelDiagnosis(
            rules: [.sizeForChild],
            message: what + " Answer the child's preferred height, clamped to the parent height.",
            mistake: nil)
    }
}
