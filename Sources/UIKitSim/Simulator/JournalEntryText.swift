import Foundation

/// The one-line rendering of journal entries that timelines and grader findings show learners:
/// Swift call syntax where the event is a call ("content.viewWillAppear(true)").
enum JournalEntryText {
    static func text(for event: JournalEvent, inAnimation: Bool) -> String {
        switch event {
        case .addChild(let parent, let child): return "\(parent).addChild(\(child))"
        case .removeFromParent(let child, _): return "\(child).removeFromParent()"
        case .willMove(let child, let parent): return "\(child).willMove(toParent: \(parent?.name ?? "nil"))"
        case .didMove(let child, let parent): return "\(child).didMove(toParent: \(parent?.name ?? "nil"))"
        case .loadView(let vc): return "\(vc).loadView()"
        case .viewDidLoad(let vc): return "\(vc).viewDidLoad()"
        case .viewWillAppear(let vc, let animated): return "\(vc).viewWillAppear(\(animated))"
        case .viewDidAppear(let vc, let animated): return "\(vc).viewDidAppear(\(animated))"
        case .viewWillDisappear(let vc, let animated): return "\(vc).viewWillDisappear(\(animated))"
        case .viewDidDisappear(let vc, let animated): return "\(vc).viewDidDisappear(\(animated))"
        case .viewWillLayoutSubviews(let vc): return "\(vc).viewWillLayoutSubviews()"
        case .viewDidLayoutSubviews(let vc): return "\(vc).viewDidLayoutSubviews()"
        case .beginAppearanceTransition(let vc, let appearing, let animated):
            return "\(vc).beginAppearanceTransition(\(appearing), animated: \(animated))"
        case .endAppearanceTransition(let vc): return "\(vc).endAppearanceTransition()"
        case .addSubview(let view, let superview): return "\(view) → \(superview) (addSubview)"
        case .removeFromSuperview(let view, let superview): return "\(view) ← \(superview) (removeFromSuperview)"
        case .frameChange(let view, _, let to):
            return "\(view).frame = \(format(to))" + (inAnimation ? " [animated]" : "")
        case .animationBegan(let id, let duration): return "animation #\(id) began (\(format(duration))s)"
        case .animationEnded(let id, let finished): return "animation #\(id) ended (finished: \(finished))"
        case .transitionBegan(let parent, let from, let to, let duration):
            return "\(parent).transition(from: \(from), to: \(to), duration: \(format(duration)))"
        case .transitionEnded(let parent, let from, let to, let finished):
            return "\(parent).transition(from: \(from), to: \(to)) ended (finished: \(finished))"
        case .setNeedsStatusBarAppearanceUpdate(let vc): return "\(vc).setNeedsStatusBarAppearanceUpdate()"
        case .statusBarResolved(let style, let hidden): return "status bar: style \(style), hidden \(hidden)"
        case .preferredContentSizeChanged(let vc, let size): return "\(vc).preferredContentSize = \(format(size))"
        case .preferredContentSizeDidChange(let parent, let child):
            return "\(parent).preferredContentSizeDidChange(forChildContentContainer: \(child))"
        case .viewWillTransition(let vc, let size): return "\(vc).viewWillTransition(to: \(format(size)))"
        case .diagnostic(let diagnostic):
            switch diagnostic.kind {
            case .warning: return "⚠ \(diagnostic.text)"
            case .exception(let name): return "✖ \(name): \(diagnostic.text)"
            }
        case .superCalled(let vc, let method): return "\(vc) → super.\(method)"
        case .present(let presenter, let presented, let animated):
            return "\(presenter).present(\(presented), animated: \(animated))"
        case .dismiss(let presenter, let presented, let animated):
            return "\(presenter).dismiss(animated: \(animated)) → \(presented)"
        default:
            return IssueNineText.text(for: event, inAnimation: inAnimation)
        }
    }

    /// "(0,44,390,800)": compact, whole numbers without decimals.
    static func format(_ rect: CGRect) -> String {
        "(\(format(rect.origin.x)),\(format(rect.origin.y)),\(format(rect.size.width)),\(format(rect.size.height)))"
    }

    static func format(_ size: CGSize) -> String { "(\(format(size.width)),\(format(size.height)))" }

    static func format(_ value: CGFloat) -> String { format(Double(value)) }

    static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        var text = String(format: "%.2f", value)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
