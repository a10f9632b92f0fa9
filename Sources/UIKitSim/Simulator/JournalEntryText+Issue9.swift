import Foundation

/// Texts of the journal events added for gestures, transforms, traits, navigation and
/// presentation controllers (uikit-semantics §9–§13; docs/UIKITSIM.md shows each).
enum IssueNineText {
    static func text(for event: JournalEvent, inAnimation: Bool) -> String {
        let animated = inAnimation ? " [animated]" : ""
        switch event {
        case .gestureState(let recognizer, let state, let translation):
            return "\(recognizer).state = \(state)" + (translation.map { " (translation \(format($0)))" } ?? "")
        case .transformChange(let view, _, let to):
            return "\(view).transform = \(format(to))" + animated
        case .viewTransition(let carrier, let options, let duration):
            return "\(carrier) carries \(transitionName(options)) (\(JournalEntryText.format(duration))s)"
        case .willTransitionToTraits(let vc, let traits):
            return "\(vc).willTransition(to: \(format(traits)))"
        case .traitCollectionDidChange(let vc, let previous, let current):
            return "\(vc).traitCollectionDidChange(\(format(previous))) → \(format(current))"
        case .push(let nav, let pushed, let animated):
            return "\(nav).pushViewController(\(pushed), animated: \(animated))"
        case .pop(let nav, let popped, let animated):
            return "\(nav).pop(animated: \(animated)) → [\(popped.map(\.name).joined(separator: ", "))]"
        case .setViewControllers(let nav, let controllers, let animated):
            return "\(nav).setViewControllers([\(controllers.map(\.name).joined(separator: ", "))], animated: \(animated))"
        case .presentationStep(let object, let method):
            return "\(object).\(method)"
        default:
            return "\(event)"
        }
    }

    static func format(_ point: CGPoint) -> String {
        "(\(JournalEntryText.format(point.x)),\(JournalEntryText.format(point.y)))"
    }

    /// "identity", "translation(10,0)", "scale(2,2)", else the six fields.
    static func format(_ t: CGAffineTransform) -> String {
        let f = JournalEntryText.format as (CGFloat) -> String
        if t.isIdentity { return "identity" }
        if t.a == 1, t.b == 0, t.c == 0, t.d == 1 { return "translation(\(f(t.tx)),\(f(t.ty)))" }
        if t.b == 0, t.c == 0, t.tx == 0, t.ty == 0 { return "scale(\(f(t.a)),\(f(t.d)))" }
        return "(a: \(f(t.a)), b: \(f(t.b)), c: \(f(t.c)), d: \(f(t.d)), tx: \(f(t.tx)), ty: \(f(t.ty)))"
    }

    static func format(_ traits: UITraitCollection) -> String {
        "\(traits.horizontalSizeClass.journalName) × \(traits.verticalSizeClass.journalName)"
    }

    /// The transition part of the options (bits 20–22), by UIKit's Swift name.
    static func transitionName(_ options: UIView.AnimationOptions) -> String {
        switch (options.rawValue >> 20) & 0x7 {
        case 1: return "transitionFlipFromLeft"
        case 2: return "transitionFlipFromRight"
        case 3: return "transitionCurlUp"
        case 4: return "transitionCurlDown"
        case 5: return "transitionCrossDissolve"
        case 6: return "transitionFlipFromTop"
        case 7: return "transitionFlipFromBottom"
        default: return "transitionNone"
        }
    }
}
