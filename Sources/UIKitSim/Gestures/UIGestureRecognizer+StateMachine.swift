import Foundation

/// The state machine of §9.2: possible → began → changed* → ended | cancelled, or possible →
/// failed. The action is sent for began, changed (every time), ended and cancelled, never for
/// possible or failed (GTE 1.1–1.3); after a final state the recognizer resets to possible.
extension UIGestureRecognizer {
    /// Moves to `state` as a touch event is processed, journals it, and sends the action when
    /// the state calls for one (Q2: delivered while the event is processed). Final states reset.
    func enter(_ newState: State) {
        storedState = newState
        JournalRecorder.record(.gestureState(ObjectRef(self), state: newState, translation: journalTranslation))
        switch newState {
        case .began, .changed, .ended, .cancelled: sendAction()
        case .possible, .failed: break
        }
        if newState == .ended || newState == .cancelled || newState == .failed { resetToPossible() }
    }

    func sendAction() {
        for handler in handlers { handler(self) }
    }

    /// Back to possible (GTE 1.5). UIKit's `reset()` hook lives in the subclass header, which
    /// UIKitSim does not show learners, so there is no hook to call.
    func resetToPossible() {
        guard storedState != .possible else { return }
        storedState = .possible
        resetSimulation()
    }

    /// §9.4 for graders and tests: what `state = …` does in a UIKit subclass that imports
    /// `UIKit.UIGestureRecognizerSubclass`. Learner code cannot see it.
    @_spi(Simulator) public func setSimulatedState(_ newValue: State) { codeSetState(newValue) }

    /// §9.4: code sets the state. A final state set mid-gesture ends the touch sequence for this
    /// recognizer: the action is sent one final time at the next run-loop turn, then it resets
    /// ([decision] for Q1: not re-entrantly inside the setter).
    func codeSetState(_ newValue: State) {
        let wasActive = storedState == .began || storedState == .changed
        switch newValue {
        case .cancelled where wasActive, .ended where wasActive:
            storedState = newValue
            ignoresCurrentSequence = true
            JournalRecorder.record(.gestureState(ObjectRef(self), state: newValue, translation: journalTranslation))
            VirtualRunLoop.deferToEndOfTurn { [weak self] in
                guard let self, self.storedState == newValue else { return }
                self.sendAction()
                self.resetToPossible()
            }
        case .failed:
            storedState = .failed
            ignoresCurrentSequence = true
            JournalRecorder.record(.gestureState(ObjectRef(self), state: .failed, translation: journalTranslation))
            resetToPossible()
        default:
            // "You cannot go to the cancelled state without beginning a recognition" (GTE 1.9 [one]):
            // a final state set on an idle recognizer, or a plain assignment, just sets the value;
            // `.changed` re-sends the action (GTE 1.4).
            storedState = newValue
            if newValue == .changed && wasActive {
                JournalRecorder.record(.gestureState(ObjectRef(self), state: newValue, translation: journalTranslation))
                sendAction()
            }
        }
    }
}
