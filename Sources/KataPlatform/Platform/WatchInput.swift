/// What drives watch mode: a poll tick (with the time it happened, in seconds), a key the learner
/// pressed, or the end of input. Tests script these; the terminal produces them for real.
public enum WatchInput: Sendable, Equatable {
    case tick(Double)
    case key(Character)
    case end
}
