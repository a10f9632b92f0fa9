import KataTexts

/// Fitting text to a terminal of `width` display columns, so that nothing the workbook prints
/// wraps on its own (a line the terminal wraps takes rows the first screen does not have):
/// sentences are wrapped at spaces (and between Chinese characters, which need none), single
/// rows such as code or a list entry are cut with "…". Widths are display columns (`DisplayWidth`),
/// so Chinese counts double.
public enum ScreenFit {
    /// The narrowest screen the workbook is laid out for: 80 × 24.
    public static let minimumWidth = 80
    public static let minimumHeight = 24

    /// `text` (which may hold several lines) as lines of at most `width` columns. Each line's
    /// leading spaces are repeated on its continuation lines, so an indented block stays indented.
    public static func wrap(_ text: String, width: Int) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { wrapLine(String($0), width: width) }
    }

    /// `text` cut to one row of `width` columns, ending in "…" (unchanged when it fits). Colour
    /// sequences are kept whole and take no columns; a cut coloured row ends with a reset.
    public static func clip(_ text: String, width: Int) -> String {
        guard DisplayWidth.of(text) > width else { return text }
        guard text.contains("\u{1B}") else { return DisplayWidth.clip(text, to: width) }
        var result = ""
        var used = 0
        var inEscape = false
        for character in text {
            if character == "\u{1B}" { inEscape = true }
            if inEscape {
                result.append(character)
                if let scalar = character.unicodeScalars.first, (0x40...0x7E).contains(scalar.value), character != "[" {
                    inEscape = false
                }
                continue
            }
            let columns = DisplayWidth.of(String(character))
            if used + columns > width - 1 { break }
            result.append(character)
            used += columns
        }
        return result + "…\u{1B}[0m"
    }

    /// How many rows `lines` take on a terminal `width` columns wide (a line too wide wraps).
    public static func rows(_ lines: [String], width: Int) -> Int {
        lines.reduce(0) { $0 + max(1, (DisplayWidth.of($1) + width - 1) / max(1, width)) }
    }

    private static func wrapLine(_ line: String, width: Int) -> [String] {
        guard DisplayWidth.of(line) > width else { return [line] }
        let indent = String(line.prefix { $0 == " " })
        let room = max(10, width - indent.count)
        var lines: [String] = []
        var current = ""
        var currentWidth = 0
        for token in tokens(String(line.dropFirst(indent.count))) {
            let separator = token.spaced && !current.isEmpty ? " " : ""
            let tokenWidth = DisplayWidth.of(token.text)
            if currentWidth + separator.count + tokenWidth <= room {
                current += separator + token.text
                currentWidth += separator.count + tokenWidth
                continue
            }
            if !current.isEmpty { lines.append(indent + current) }
            // A word wider than the whole row (a long path) is cut into row-sized pieces.
            var rest = token.text
            while DisplayWidth.of(rest) > room {
                let piece = prefix(rest, columns: room)
                lines.append(indent + piece)
                rest = String(rest.dropFirst(piece.count))
            }
            current = rest
            currentWidth = DisplayWidth.of(rest)
        }
        if !current.isEmpty { lines.append(indent + current) }
        return lines
    }

    /// Words separated by spaces; each wide (Chinese) character is a word of its own that needs no
    /// space around it, so a line may break between any two of them.
    private static func tokens(_ text: String) -> [(text: String, spaced: Bool)] {
        var tokens: [(text: String, spaced: Bool)] = []
        var word = ""
        var spaced = false
        func flush() {
            if !word.isEmpty { tokens.append((word, spaced)) }
            word = ""
            spaced = false
        }
        for character in text {
            if character == " " {
                flush()
                spaced = true
            } else if DisplayWidth.of(String(character)) == 2 {
                let before = spaced
                flush()
                tokens.append((String(character), before))
            } else {
                word.append(character)
            }
        }
        flush()
        return tokens
    }

    /// The longest start of `text` at most `columns` wide (at least one character).
    private static func prefix(_ text: String, columns: Int) -> String {
        var result = ""
        var used = 0
        for character in text {
            let width = DisplayWidth.of(String(character))
            if used + width > columns, !result.isEmpty { break }
            result.append(character)
            used += width
        }
        return result
    }
}
