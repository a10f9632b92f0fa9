import Foundation

/// Text a learner controls (crash messages, printed text, folder names, compiler quotes of their
/// source) made inert before any writer formats it: terminal escape sequences (ANSI CSI/OSC) are
/// dropped, and every other control character, bidi override or isolate and invisible format
/// character is shown as `\u{…}`, so nothing recolours a terminal, reorders a line, or hides a
/// character from the teacher. Newlines and tabs are kept (the writers decide how lines are
/// shown). One mechanism for all outputs; `MarkdownText`, `HTMLText`, the CSV and GitHub writers
/// start from it.
public enum UntrustedText {
    /// `keeping`: the line and tab characters a writer handles itself (CSV quotes CR too).
    public static func visible(_ text: String, keeping: Set<Unicode.Scalar> = ["\n", "\t"]) -> String {
        var out = String.UnicodeScalarView()
        var scalars = text.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            if scalar == "\u{1B}" {
                dropEscapeSequence(&scalars)
                continue
            }
            if keeping.contains(scalar) || !isHidden(scalar) {
                out.append(scalar)
            } else {
                out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16))}".unicodeScalars)
            }
        }
        return String(out)
    }

    /// Control characters (C0, DEL, C1), bidi embeddings, overrides, isolates and marks, line and
    /// paragraph separators, zero-width and other invisible format characters, and U+FFFD.
    static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F..<0xA0: return true
        case 0x061C, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x206F, 0xFEFF, 0xFFF9...0xFFFD: return true
        default: return false
        }
    }

    /// After ESC: a CSI (`[` … final byte 0x40–0x7E), an OSC (`]` … BEL or ESC `\`), or one more
    /// character (two-character escapes) is dropped.
    private static func dropEscapeSequence(_ scalars: inout Substring.UnicodeScalarView) {
        guard let next = scalars.popFirst() else { return }
        switch next {
        case "[":
            while let s = scalars.popFirst(), !(0x40...0x7E).contains(s.value) {}
        case "]":
            while let s = scalars.popFirst() {
                if s == "\u{07}" { break }
                if s == "\u{1B}" { _ = scalars.popFirst(); break }
            }
        default: break
        }
    }
}
