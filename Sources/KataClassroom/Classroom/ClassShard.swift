import KataEngine
import Foundation

/// `--shard i/n`: the share of a class one runner grades. A student belongs to the shard its
/// folder name's SHA-256 picks — not its position — so adding or removing a student never moves
/// anyone else, every runner agrees without talking to the others, and the shards cover the class
/// exactly once.
public struct ClassShard: Sendable, Equatable, CustomStringConvertible {
    /// 1-based.
    public let index: Int
    public let count: Int

    public static let maxCount = 10_000

    public init(index: Int, count: Int) throws {
        guard (1...Self.maxCount).contains(count), (1...count).contains(index) else {
            throw ClassGradingRun.Problem.badShard("\(index)/\(count)")
        }
        self.index = index
        self.count = count
    }

    /// Parses `i/n` (1 ≤ i ≤ n ≤ 10,000).
    public init(parsing text: String) throws {
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]) else {
            throw ClassGradingRun.Problem.badShard(text)
        }
        try self.init(index: i, count: n)
    }

    public var description: String { "\(index)/\(count)" }

    /// Whether `student` (a submission folder's name) is graded by this shard.
    public func contains(_ student: String) -> Bool {
        Self.shard(of: student, count: count) == index
    }

    /// The 1-based shard of `student` among `count`.
    public static func shard(of student: String, count: Int) -> Int {
        let hex = Digest.hex(of: Data(student.utf8))
        let value = UInt64(hex.prefix(15), radix: 16) ?? 0
        return Int(value % UInt64(count)) + 1
    }
}
