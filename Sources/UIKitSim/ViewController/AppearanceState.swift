import Foundation

/// A controller's appearance bookkeeping: UIKit's four states (uikit-semantics §2.1), the
/// begin/end nesting count (§2.2–2.3) and the "moving" flags (§1.4–1.5).
@MainActor
final class AppearanceState {
    enum Phase: Sendable { case disappeared, appearing, appeared, disappearing }

    var phase: Phase = .disappeared
    /// Outstanding `beginAppearanceTransition` calls (§2.2).
    var beginCount = 0
    /// Direction of the last begin, which the closing end completes (§2.3).
    var lastBeginAppearing = true
    var lastBeginAnimated = false

    /// Set by the base `willMove(toParent:)`, cleared by the base `didMove(toParent:)` (§1.4).
    var pendingMoveToParent = false
    var pendingMoveFromParent = false
    /// Captured when a "will" callback starts, so that the matching "did" one, delivered after
    /// `didMove` cleared the pending flag, still reports the move (§1.5).
    var appearanceIsMoveToParent = false
    var appearanceIsMoveFromParent = false
    /// Inside `viewWillAppear`/`viewDidAppear` (resp. the disappear pair) as UIKit delivers them.
    var deliveringAppearing = 0
    var deliveringDisappearing = 0
}
