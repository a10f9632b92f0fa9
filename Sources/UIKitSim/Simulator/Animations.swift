import Foundation

/// One UIView animation block (or transition) while it is being set up and until it ends.
/// Model values change at once, as Core Animation's model layer does (uikit-semantics §7);
/// `deferred` holds the work UIKit does when the animation ends (e.g. the `viewDidAppear` of a
/// child whose view entered the window inside the block, §2.6).
@MainActor
final class AnimationContext {
    let id: Int
    let duration: TimeInterval
    /// False for a zero duration or inside `performWithoutAnimation`: values just apply.
    let isAnimated: Bool
    var deferred: [() -> Void] = []

    init(id: Int, duration: TimeInterval, isAnimated: Bool) {
        self.id = id
        self.duration = duration
        self.isAnimated = isAnimated
    }
}

@MainActor
enum Animations {
    private static var stack: [AnimationContext] = []
    private static var withoutAnimationDepth = 0
    private static var nextID = 1

    /// Inside an animation block that really animates: frame changes are journaled as animated.
    static var isAnimating: Bool {
        withoutAnimationDepth == 0 && (stack.last?.isAnimated ?? false)
    }

    /// The innermost animating block, whose end is where deferred appearance work goes.
    static var currentAnimated: AnimationContext? {
        guard withoutAnimationDepth == 0, let top = stack.last, top.isAnimated else { return nil }
        return top
    }

    /// Runs `work` at the end of the enclosing animation, or at the end of the run-loop turn
    /// when there is none (uikit-semantics §2.6).
    static func deferToAnimationEndOrTurn(_ work: @escaping () -> Void) {
        if let context = currentAnimated {
            context.deferred.append(work)
        } else {
            VirtualRunLoop.deferToEndOfTurn(work)
        }
    }

    /// Runs an animation block: `animations` applies at once; when virtual time reaches
    /// `delay + duration`, deferred work runs, then `atEnd`, then `completion(true)`.
    /// A zero duration (with no delay) finishes at the end of the current turn: UIKit calls
    /// such completions asynchronously too (on the next turn), never inside the call.
    static func perform(
        duration: TimeInterval,
        delay: TimeInterval = 0,
        journalBoundaries: Bool = true,
        animations: () -> Void,
        atEnd: (() -> Void)? = nil,
        completion: ((Bool) -> Void)?
    ) {
        let duration = max(0, duration)
        let context = AnimationContext(
            id: nextID, duration: duration,
            isAnimated: duration > 0 && withoutAnimationDepth == 0)
        nextID += 1
        if journalBoundaries {
            JournalRecorder.record(.animationBegan(id: context.id, duration: context.isAnimated ? duration : 0))
        }
        stack.append(context)
        animations()
        stack.removeLast()
        let finish = {
            context.deferred.forEach { $0() }
            atEnd?()
            if journalBoundaries {
                JournalRecorder.record(.animationEnded(id: context.id, finished: true))
            }
            completion?(true)
        }
        let endsAfter = delay + (context.isAnimated ? duration : 0)
        if endsAfter > 0 {
            VirtualRunLoop.schedule(after: endsAfter, finish)
        } else {
            VirtualRunLoop.deferToEndOfTurn(finish)
        }
    }

    static var areDisabled: Bool { withoutAnimationDepth > 0 }

    static func withoutAnimation(_ actions: () -> Void) {
        withoutAnimationDepth += 1
        actions()
        withoutAnimationDepth -= 1
    }

    static func reset() {
        stack = []
        withoutAnimationDepth = 0
        nextID = 1
    }
}
