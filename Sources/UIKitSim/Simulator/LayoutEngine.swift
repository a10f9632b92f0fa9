import Foundation

/// UIKit's deferred layout: `setNeedsLayout()` marks a view; at the end of the run-loop turn
/// (the CATransaction commit) every marked view that is in a window gets `layoutSubviews`,
/// bracketed by its controller's `viewWillLayoutSubviews`/`viewDidLayoutSubviews`.
/// Views outside any window stay marked, as in UIKit, until they enter one or
/// `layoutIfNeeded()` is called.
@MainActor
enum LayoutEngine {
    private static var marked: [WeakView] = []

    private struct WeakView {
        weak var view: UIView?
    }

    static func mark(_ view: UIView) {
        if !marked.contains(where: { $0.view === view }) { marked.append(WeakView(view: view)) }
    }

    static var hasPendingLayout: Bool {
        marked.contains { $0.view.map { $0.needsLayoutFlag && $0.window != nil } ?? false }
    }

    /// Lays out marked, window-attached views top-down (superviews before subviews). Layout
    /// may mark more views; a few rounds settle it, and a learner's layout that marks itself
    /// forever is left for the next turn rather than looping.
    static func layoutPendingViews() {
        for _ in 0..<10 {
            marked.removeAll { $0.view == nil || $0.view?.needsLayoutFlag == false }
            let ready = marked.compactMap(\.view)
                .filter { $0.needsLayoutFlag && $0.window != nil }
                .sorted { $0.depth < $1.depth }
            guard !ready.isEmpty else { return }
            for view in ready where view.needsLayoutFlag { layout(view) }
        }
    }

    /// One view's layout pass, then its subviews that still need one.
    static func layout(_ view: UIView) {
        if view.needsLayoutFlag {
            view.needsLayoutFlag = false
            let owner = view.owningController
            if let owner {
                JournalRecorder.record(.viewWillLayoutSubviews(ObjectRef(owner)))
                Delivery.deliver(.viewWillLayoutSubviews, to: owner) { owner.viewWillLayoutSubviews() }
            }
            view.layoutSubviews()
            if let owner {
                JournalRecorder.record(.viewDidLayoutSubviews(ObjectRef(owner)))
                Delivery.deliver(.viewDidLayoutSubviews, to: owner) { owner.viewDidLayoutSubviews() }
            }
        }
        for subview in view.subviews where subview.needsLayoutFlag {
            layout(subview)
        }
    }

    static func reset() { marked = [] }
}
