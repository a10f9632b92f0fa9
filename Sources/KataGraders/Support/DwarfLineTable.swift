import Foundation
import KataCatalog

/// The DWARF line table of one ELF file, read once into sorted address ranges: the line of any
/// address is then a binary search. The Runtime module answers the same question by running the
/// whole line program again for every address (about ten microseconds each), and a failing
/// verdict asks it for hundreds of addresses (coverage blocks probed byte by byte), which was the
/// largest part of a failing grader program's own time (issue 19, item 5).
///
/// Reads DWARF 2–5 line programs from an uncompressed `.debug_line` of a 64-bit little-endian ELF
/// file (what swiftc emits on Linux; the file read by the project's one `ELFFile`); anything else gives nil, and the caller asks the Runtime
/// module as before. Row semantics are the Runtime's: an address belongs to the row before the
/// first row above it, within one sequence.
struct DwarfLineTable {
    /// One row's span `[start, end)` of file addresses, its file's path and its line (0: made by
    /// the compiler).
    struct Span {
        let start: UInt64
        let end: UInt64
        let file: Int
        let line: Int
    }

    /// Spans sorted by start; paths by the index `Span.file` holds.
    let spans: [Span]
    let paths: [String]
    /// The file address the image's first loaded segment starts at (page-aligned): a running
    /// address minus the image's base, plus this, is a file address.
    let firstLoadAddress: UInt64

    /// The path and line at file address `address`, nil when no row covers it.
    func location(at address: UInt64) -> (path: String, line: Int)? {
        var low = 0, high = spans.count
        while low < high {
            let mid = (low + high) / 2
            if spans[mid].start <= address { low = mid + 1 } else { high = mid }
        }
        // The last span starting at or below `address` that reaches over it (spans of different
        // sequences do not overlap in a linked file).
        guard low > 0, address < spans[low - 1].end else { return nil }
        let span = spans[low - 1]
        return (paths[span.file], span.line)
    }

    /// The table of the ELF file at `path`; nil when it has none this reader understands.
    init?(elfFile path: String) {
        guard let elf = ELFFile(url: URL(fileURLWithPath: path)) else { return nil }
        // Where a section's bytes are in the file (uncompressed sections only: SHF_COMPRESSED).
        func range(_ name: String) -> Range<Int>? {
            elf.section(named: name).flatMap { $0.flags & 0x800 == 0 ? $0.offset..<($0.offset + $0.size) : nil }
        }
        guard let lines = range(".debug_line") else { return nil }
        let data = elf.data
        var reader = ByteReader(data: data, range: lines)
        var spans: [Span] = [], paths: [String] = [], pathIndex: [String: Int] = [:]
        let strings = range(".debug_str"), lineStrings = range(".debug_line_str")
        while !reader.atEnd {
            guard let unit = LineProgram(reader: &reader, data: data, strings: strings, lineStrings: lineStrings) else { return nil }
            let indices = unit.files.map { file -> Int in
                if let known = pathIndex[file] { return known }
                pathIndex[file] = paths.count
                paths.append(file)
                return paths.count - 1
            }
            guard unit.run(data: data, emit: { start, end, file, line in
                if file >= 0, file < indices.count, end > start {
                    spans.append(Span(start: start, end: end, file: indices[file], line: line))
                }
            }) else { return nil }
        }
        self.spans = spans.sorted { $0.start < $1.start }
        self.paths = paths
        self.firstLoadAddress = UInt64(elf.firstLoadAddress)
    }
}

/// One unit's line program: its header's parameters and file names, and where its opcodes are.
private struct LineProgram {
    let minimumInstructionLength: UInt64
    let lineBase: Int
    let lineRange: Int
    let opcodeBase: Int
    let standardLengths: [Int]
    /// Paths by the file register's value (DWARF 5 counts from 0, earlier versions from 1: index
    /// 0 is then a placeholder no row names).
    let files: [String]
    let program: Range<Int>

    init?(reader: inout ByteReader, data: Data, strings: Range<Int>?, lineStrings: Range<Int>?) {
        var length = reader.read(4)
        let offsetSize = length == 0xFFFF_FFFF ? 8 : 4
        if offsetSize == 8 { length = reader.read(8) }
        let end = reader.position + Int(length)
        guard end <= reader.range.upperBound else { return nil }
        let version = Int(reader.read(2))
        guard (2...5).contains(version) else { return nil }
        if version >= 5 { _ = reader.read(2) }   // address and segment selector sizes (set_address says its own)
        let headerLength = Int(reader.read(offsetSize))
        let programStart = reader.position + headerLength
        minimumInstructionLength = reader.read(1)
        if version >= 4 { _ = reader.read(1) }   // maximum operations per instruction (1 on x86 and arm64)
        _ = reader.read(1)   // default is_stmt
        lineBase = Int(Int8(bitPattern: UInt8(reader.read(1))))
        lineRange = Int(reader.read(1))
        opcodeBase = Int(reader.read(1))
        guard lineRange > 0, opcodeBase > 0 else { return nil }
        standardLengths = (1..<opcodeBase).map { _ in Int(reader.read(1)) }

        func string(form: UInt64) -> String? {
            switch form {
            case 0x08: return reader.readCString()                                            // DW_FORM_string
            case 0x1F: return lineStrings.map { reader.cString(at: $0.lowerBound + Int(reader.read(offsetSize))) }   // line_strp
            case 0x0E: return strings.map { reader.cString(at: $0.lowerBound + Int(reader.read(offsetSize))) }       // strp
            default: return nil
            }
        }
        func skip(form: UInt64) -> Bool {
            switch form {
            case 0x0B: _ = reader.read(1)
            case 0x05: _ = reader.read(2)
            case 0x06: _ = reader.read(4)
            case 0x07: _ = reader.read(8)
            case 0x1E: reader.position += 16
            case 0x0F: _ = reader.uleb()
            case 0x09: reader.position += Int(reader.uleb())
            case 0x08: _ = reader.readCString()
            case 0x0E, 0x1F: _ = reader.read(offsetSize)
            default: return false
            }
            return true
        }
        func integer(form: UInt64) -> Int? {
            switch form {
            case 0x0B: return Int(reader.read(1))
            case 0x05: return Int(reader.read(2))
            case 0x0F: return Int(reader.uleb())
            default: return nil
            }
        }

        var directories: [String] = [], names: [(name: String, directory: Int)] = []
        if version >= 5 {
            // Entry formats, then entries, for directories and then files.
            func entries() -> [(path: String, directory: Int)]? {
                let formats = (0..<Int(reader.read(1))).map { _ in (kind: reader.uleb(), form: reader.uleb()) }
                var result: [(String, Int)] = []
                for _ in 0..<Int(reader.uleb()) {
                    var path = "", directory = 0
                    for format in formats {
                        switch format.kind {
                        case 1: guard let text = string(form: format.form) else { return nil }; path = text        // DW_LNCT_path
                        case 2: guard let index = integer(form: format.form) else { return nil }; directory = index // DW_LNCT_directory_index
                        default: guard skip(form: format.form) else { return nil }
                        }
                    }
                    result.append((path, directory))
                }
                return result
            }
            guard let found = entries() else { return nil }
            directories = found.map(\.path)
            guard let files = entries() else { return nil }
            names = files.map { ($0.path, $0.directory) }
        } else {
            directories = [""]   // 0: the unit's compilation directory, which the header does not hold
            while case let directory = reader.readCString(), !directory.isEmpty { directories.append(directory) }
            names = [("", 0)]
            while case let name = reader.readCString(), !name.isEmpty {
                let directory = Int(reader.uleb())
                _ = reader.uleb(); _ = reader.uleb()   // modification time, length
                names.append((name, directory))
            }
        }
        files = names.map { entry in
            guard !entry.name.hasPrefix("/"), directories.indices.contains(entry.directory),
                  case let directory = directories[entry.directory], !directory.isEmpty else { return entry.name }
            return directory.hasSuffix("/") ? directory + entry.name : directory + "/" + entry.name
        }
        program = programStart..<end
        reader.position = end
    }

    /// Runs the line program, handing each row's span `[start, end)`, file register and line to
    /// `emit`; false when an opcode cannot be read.
    func run(data: Data, emit: (UInt64, UInt64, Int, Int) -> Void) -> Bool {
        var reader = ByteReader(data: data, range: program)
        var address: UInt64 = 0, file = 1, line = 1
        var previous: (address: UInt64, file: Int, line: Int)?
        func row(endsSequence: Bool) {
            if let previous, address > previous.address { emit(previous.address, address, previous.file, previous.line) }
            previous = endsSequence ? nil : (address, file, line)
        }
        while !reader.atEnd {
            let opcode = Int(reader.read(1))
            if opcode >= opcodeBase {
                let adjusted = opcode - opcodeBase
                address &+= UInt64(adjusted / lineRange) &* minimumInstructionLength
                line += lineBase + adjusted % lineRange
                row(endsSequence: false)
                continue
            }
            switch opcode {
            case 0:
                let length = Int(reader.uleb())
                guard length > 0 else { return false }
                let next = reader.position + length
                switch reader.read(1) {
                case 1:
                    row(endsSequence: true)
                    address = 0; file = 1; line = 1
                case 2: address = reader.read(min(length - 1, 8))
                default: break   // define_file, set_discriminator: nothing a line lookup uses
                }
                reader.position = next
            case 1: row(endsSequence: false)
            case 2: address &+= reader.uleb() &* minimumInstructionLength
            case 3: line += Int(reader.sleb())
            case 4: file = Int(reader.uleb())
            case 5: _ = reader.uleb()   // column
            case 8: address &+= UInt64((255 - opcodeBase) / lineRange) &* minimumInstructionLength
            case 9: address &+= reader.read(2)
            case 6, 7, 10, 11: break
            default:
                guard opcode - 1 < standardLengths.count else { return false }
                for _ in 0..<standardLengths[opcode - 1] { _ = reader.uleb() }
            }
        }
        return true
    }
}

/// Little-endian reads inside one range of a file's bytes; reading past its end gives zeros.
private struct ByteReader {
    let data: Data
    let range: Range<Int>
    var position: Int

    init(data: Data, range: Range<Int>) {
        self.data = data
        self.range = range
        self.position = range.lowerBound
    }

    var atEnd: Bool { position >= range.upperBound }

    private func byte(_ offset: Int) -> UInt8 {
        offset >= 0 && offset < data.count ? data[data.startIndex + offset] : 0
    }

    func integer(at offset: Int, size: Int) -> UInt64 {
        (0..<size).reduce(UInt64(0)) { $0 | UInt64(byte(offset + $1)) << (8 * UInt64($1)) }
    }

    mutating func read(_ size: Int) -> UInt64 {
        defer { position += size }
        return integer(at: position, size: size)
    }

    mutating func uleb() -> UInt64 {
        var result: UInt64 = 0, shift: UInt64 = 0
        while position < range.upperBound {
            let b = byte(position); position += 1
            if shift < 64 { result |= UInt64(b & 0x7F) << shift }
            shift += 7
            if b & 0x80 == 0 { break }
        }
        return result
    }

    mutating func sleb() -> Int64 {
        var result: Int64 = 0, shift: Int64 = 0, b: UInt8 = 0
        repeat {
            b = byte(position); position += 1
            if shift < 64 { result |= Int64(b & 0x7F) << shift }
            shift += 7
        } while b & 0x80 != 0 && position < range.upperBound
        if shift < 64, b & 0x40 != 0 { result |= -(Int64(1) << shift) }
        return result
    }

    /// Where the NUL-terminated string at `offset` ends (its NUL's offset).
    private func end(ofStringAt offset: Int) -> Int {
        var end = max(offset, 0)
        while end < data.count, byte(end) != 0 { end += 1 }
        return end
    }

    func cString(at offset: Int) -> String {
        let start = min(max(offset, 0), data.count)
        return String(decoding: data[(data.startIndex + start)..<(data.startIndex + max(start, end(ofStringAt: start)))], as: UTF8.self)
    }

    mutating func readCString() -> String {
        let text = cString(at: position)
        position = end(ofStringAt: position) + 1
        return text
    }
}
