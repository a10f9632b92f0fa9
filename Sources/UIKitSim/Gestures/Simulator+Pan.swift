import Foundation

@_spi(Simulator) extension Simulator {
    /// How the simulated finger's touch sequence ends (uikit-semantics §9.5).
    public enum TouchEnd: Sendable, Equatable {
        /// The finger lifts: `.ended`.
        case lift
        /// The system cancels the touches (the app goes inactive, the device rotates): `.cancelled`.
        case systemCancel
    }

    /// The graders' finger (§9.5, outside UIKit's names). The first translation begins the pan
    /// (`.began` with that translation), each further one is a `.changed` (sent even when the value
    /// repeats, GTE 1.4), then `.ended` or `.cancelled` with the last translation; `velocity(in:)`
    /// reports `velocity` throughout (until `setTranslation` resets it). Each step is one run-loop
    /// turn, so deferred callbacks and animations interleave with the gesture as on a device; each
    /// touch event is also its own act (`Simulator.act`), as each reaches the app in its own turn.
    ///
    /// Nothing happens when the recognizer's view is in no window or the recognizer is disabled.
    /// The pan fails (no action) when the delegate's `gestureRecognizerShouldBegin(_:)` (or the
    /// view's) says no, or for a screen-edge pan with no `edges` (GTE 1.12). Code that sets
    /// `state = .cancelled` or `isEnabled = false` mid-gesture ends it for this touch sequence (§9.4).
    public static func pan(_ recognizer: UIPanGestureRecognizer, translations: [CGPoint], velocity: CGPoint,
                           end: TouchEnd) {
        guard let view = recognizer.view, view.window != nil, recognizer.isEnabled, !translations.isEmpty else { return }
        runLoopTurn()
        recognizer.resetToPossible()
        recognizer.ignoresCurrentSequence = false
        recognizer.touchStartInWindow = recognizer.startPoint(in: view)
        let mayBegin = recognizer.canBegin()
            && view.gestureRecognizerShouldBegin(recognizer)
            && (recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true)
        guard mayBegin else {
            recognizer.fingerTranslation = translations[0]
            recognizer.enter(.failed)
            runLoopTurn()
            return
        }
        for (index, translation) in translations.enumerated() {
            guard !recognizer.ignoresCurrentSequence, recognizer.isEnabled else { break }
            recognizer.fingerTranslation = translation
            recognizer.fingerVelocity = velocity
            recognizer.enter(index == 0 ? .began : .changed)
            runLoopTurn()
        }
        guard !recognizer.ignoresCurrentSequence, recognizer.storedState != .possible else {
            runLoopTurn()
            return
        }
        recognizer.fingerVelocity = velocity
        recognizer.enter(end == .lift ? .ended : .cancelled)
        runLoopTurn()
    }
}
