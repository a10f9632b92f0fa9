import KataTexts
import KataPlatform
/// Splits a command line as printed by `swiftc -###` (single quotes) and `clang -###` (double
/// quotes, backslash escapes) into arguments.
enum ShellWords {
    static func split(_ line: String) -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for char in line {
            if escaped {
                current.append(char)
                escaped = false
                continue
            }
            if let open = quote {
                if char == open {
                    quote = nil
                } else if char == "\\" && open == "\"" {
                    escaped = true
                } else {
                    current.append(char)
                }
                continue
            }
            switch char {
            case "'", "\"":
                quote = char
                inWord = true
            case "\\":
                escaped = true
                inWord = true
            case " ", "\t", "\n":
                if inWord { words.append(current) }
                current = ""
                inWord = false
            default:
                current.append(char)
                inWord = true
            }
        }
        if inWord { words.append(current) }
        return words
    }
}
