import Foundation

/// Just enough of a 64-bit little-endian ELF file to find sections: no more is needed to read a
/// library's dependencies or an object's autolink entries (the runner), or a program's line table
/// (the graders' `DwarfLineTable`), so both share it here. The file is mapped, never copied: the
/// runtime library is megabytes, and only its headers and a few small sections are read.
public struct ELFFile {
    public struct Section { public let nameOffset, type, flags, offset, size, link: Int }

    public let data: Data
    public let sections: [Section]

    public init?(url: URL) {
        guard let data = try? Data(contentsOf: url, options: .alwaysMapped), data.count > 64,
              data.prefix(4) == Data([0x7F, 0x45, 0x4C, 0x46]), data[data.startIndex + 4] == 2, data[data.startIndex + 5] == 1
        else { return nil }
        self.data = data
        let table = Self.u64(data, 0x28), entrySize = Self.u16(data, 0x3A), count = Self.u16(data, 0x3C)
        guard entrySize >= 64, table + entrySize * count <= data.count else { return nil }
        let all = (0..<count).map { index -> Section in
            let base = table + index * entrySize
            return Section(nameOffset: Self.u32(data, base), type: Self.u32(data, base + 4), flags: Self.u64(data, base + 8),
                           offset: Self.u64(data, base + 0x18), size: Self.u64(data, base + 0x20),
                           link: Self.u32(data, base + 0x28))
        }
        // NOBITS sections (type 8) take no room in the file.
        guard all.allSatisfy({ $0.type == 8 || $0.offset + $0.size <= data.count }) else { return nil }
        sections = all
    }

    public func section(named name: String) -> Section? {
        let namesIndex = Self.u16(data, 0x3E)
        guard namesIndex < sections.count else { return nil }
        let names = sections[namesIndex]
        return sections.first { string(at: names.offset + $0.nameOffset) == name }
    }

    /// The bytes of a section (a slice of the mapping).
    public func bytes(of section: Section) -> Data {
        data.subdata(in: data.startIndex + section.offset..<data.startIndex + section.offset + section.size)
    }

    public func string(at offset: Int) -> String {
        data.withUnsafeBytes { raw in
            guard offset < raw.count else { return "" }
            let tail = raw[offset...]
            let end = tail.firstIndex(of: 0) ?? raw.count
            return String(decoding: raw[offset..<end], as: UTF8.self)
        }
    }

    public func u64(_ at: Int) -> Int { Self.u64(data, at) }

    /// The lowest `PT_LOAD` segment's address, page-aligned: a running address minus the image's
    /// load base, plus this, is an address of the file.
    public var firstLoadAddress: Int {
        let table = Self.u64(data, 0x20), entrySize = Self.u16(data, 0x36), count = Self.u16(data, 0x38)
        let loads = (0..<count).map { table + $0 * entrySize }
            .filter { $0 >= 0 && $0 + 0x18 <= data.count && Self.u32(data, $0) == 1 }   // PT_LOAD
            .map { Self.u64(data, $0 + 0x10) }
        return (loads.min() ?? 0) & ~0xFFF
    }

    public static func u16(_ d: Data, _ at: Int) -> Int { Int(d.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: at, as: UInt16.self) }.littleEndian) }
    public static func u32(_ d: Data, _ at: Int) -> Int { Int(d.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: at, as: UInt32.self) }.littleEndian) }
    public static func u64(_ d: Data, _ at: Int) -> Int { Int(truncatingIfNeeded: d.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: at, as: UInt64.self) }.littleEndian) }
}
