import KataEngine
import KataTexts
import KataPlatform
/// Runs grading jobs with a fixed number of workers, results in input order. Two workers by
/// default: grading is compile-bound, and CI machines and laptops have few cores to spare.
public enum ParallelGrading {
    public static func map<Item: Sendable, Output: Sendable>(
        _ items: [Item], workers: Int = 2, _ work: @escaping @Sendable (Int, Item) async -> Output
    ) async -> [Output] {
        var results = [Output?](repeating: nil, count: items.count)
        await withTaskGroup(of: (Int, Output).self) { group in
            var nextIndex = 0
            func startNext() {
                guard nextIndex < items.count else { return }
                let index = nextIndex
                let item = items[index]
                nextIndex += 1
                group.addTask { (index, await work(index, item)) }
            }
            for _ in 0..<max(1, workers) { startNext() }
            while let (index, output) = await group.next() {
                results[index] = output
                startNext()
            }
        }
        return results.map { $0! }
    }
}
