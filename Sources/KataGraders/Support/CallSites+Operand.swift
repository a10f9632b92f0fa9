import Foundation
import KataCatalog

/// A decision over several tests (`farEnough || fastEnough`) is right as combined when one of its
/// tests is wrong, and a check that played one kind of input knows which test that input should
/// have passed: a flick, the speed; a long drag, the distance (issue 19). The line to fix is the
/// test that reads that quantity.
extension CallSites {
    /// For the decision on `location`'s line (`let finishes = … && (farEnough || fastEnough)`,
    /// `settle(finishing: farEnough || fastEnough)`): the line that made the one local it combines
    /// that reads `quantity` (`velocity`), directly or through another local (`let vx =
    /// gesture.velocity(in: view).x`); the line itself when that test is written in it (`dx < -w
    /// / 2 || vx > 500`). Else `location` (no such decision, or more than one test reads it).
    static func operand(reading quantity: String, at location: Finding.Location) -> Finding.Location {
        let index = location.line - 1
        guard codeLines.indices.contains(index) else { return location }
        let code = codeLines[index]
        guard code.contains("||") || code.contains("&&") else { return location }
        let given = givenLines()
        // Each test the decision combines: a local's name (the test is where it was made), or a
        // test written in place (`vx > 500`: this line is the test).
        var reading: Set<Int> = []
        for clause in code.components(separatedBy: "||").flatMap({ $0.components(separatedBy: "&&") }) {
            // (What the decision is handed to goes before it: `settle(finishing: `, `let finishes = `, `return `.)
            let handed = clause.range(of: #"^.*(\(|:\s|[^=!<>]=\s|\breturn\s)"#, options: .regularExpression)
            let test = clause[(handed?.upperBound ?? clause.startIndex)...].trimmingCharacters(in: CharacterSet(charactersIn: " ()!{"))
            if isIdentifier(test) {
                if let made = assignment(of: test, before: index), made != index, !given.contains(made + 1),
                   reads(quantity, in: valueOf(made), above: made, depth: 2) {
                    reading.insert(made)
                }
            } else if reads(quantity, in: test, above: index, depth: 1) {
                reading.insert(index)
            }
        }
        guard reading.count == 1, let made = reading.first else { return location }
        return Finding.Location(file: location.file, line: made + 1)
    }

    /// Whether `value` (code on or above 0-based `index`) reads `quantity` (a token spelling it,
    /// any case), or a local that does, up to `depth` locals away.
    private static func reads(_ quantity: String, in value: String, above index: Int, depth: Int) -> Bool {
        let tokens = SwiftTokensOfLine.of(value)
        if tokens.contains(where: { $0.lowercased().contains(quantity.lowercased()) }) { return true }
        guard depth > 0 else { return false }
        return tokens.contains { name in
            guard isIdentifier(name), let made = assignment(of: name, before: index), made != index else { return false }
            return reads(quantity, in: valueOf(made), above: made, depth: depth - 1)
        }
    }
}
