import Foundation
import KataCatalog

/// An ELF object's section names and symbol table, read in-process (no `nm`/`objdump` per
/// verdict): what `ObjectSymbols` needs to judge a learner's object.
extension ELFFile {
    struct Symbol: Equatable {
        let name: String
        /// Defined in this file (not `SHN_UNDEF`).
        let defined: Bool
        /// Global or weak, and not hidden or internal: another object or library could bind to it.
        let exported: Bool
    }

    var sectionNames: [String] {
        let namesIndex = Self.u16(data, 0x3E)
        guard namesIndex < sections.count else { return [] }
        let names = sections[namesIndex]
        return sections.map { string(at: names.offset + $0.nameOffset) }
    }

    /// Every named symbol of the `SHT_SYMTAB` section (nil when there is none).
    var symbols: [Symbol]? {
        guard let table = sections.first(where: { $0.type == 2 }), table.link < sections.count else { return nil }
        let strings = sections[table.link]
        var out: [Symbol] = []
        for entry in stride(from: table.offset, to: table.offset + table.size - 23, by: 24) {
            let nameOffset = Self.u32(data, entry)
            guard nameOffset != 0 else { continue }
            let info = data[data.startIndex + entry + 4], other = data[data.startIndex + entry + 5]
            let index = Self.u16(data, entry + 6)
            let binding = info >> 4, visibility = other & 3
            out.append(Symbol(name: string(at: strings.offset + nameOffset), defined: index != 0,
                              exported: (binding == 1 || binding == 2) && (visibility == 0 || visibility == 3)))
        }
        return out
    }
}
