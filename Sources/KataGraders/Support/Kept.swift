/// Answers kept by key, each computed the first time it is asked for: the locator asks the same
/// questions of the learner's code (a method's body, a line's enclosing method, a pattern) for
/// every line and every failing check, and the code does not change during a run (issue 19, item
/// 5). A class, so computing an answer may ask another `Kept` (or this one) without holding access.
final class Kept<Key: Hashable, Value> {
    private var answers: [Key: Value] = [:]

    /// The answer for `key`, from `make` the first time.
    func callAsFunction(_ key: Key, _ make: () -> Value) -> Value {
        if let known = answers[key] { return known }
        let value = make()
        answers[key] = value
        return value
    }
}
