import Foundation
import Testing

/// `hark bench --web`: every page of a year of records answers 200 to the benchmark's own HTTP
/// client (it throws on any other status), and the figures it prints are numbers.
@Suite struct WebBenchCommandTests {
    @Test func everyPageIsTimedAndMemoryReported() throws {
        let result = try HarkBinary.run(["bench", "--web"])
        #expect(result.status == 0, "\(result.stderr)")
        let pages = result.stdout.split(separator: "\n").filter { $0.contains("p50 / p95 / max") }
        #expect(pages.count == 7)
        for line in pages {
            let figures = line.components(separatedBy: "p50 / p95 / max").last?.split(separator: " ").compactMap { Double($0) } ?? []
            #expect(figures.count == 3 && figures.allSatisfy { $0 > 0 && $0 < 10_000 }, "\(line)")
        }
        #expect(result.stdout.contains(" feedings, 40 foods"))
        let memory = result.stdout.split(separator: "\n").first { $0.contains("peak memory of hark serve after the load: ") }
        #expect(memory.flatMap { Double($0.split(separator: " ").dropLast().last ?? "") }.map { $0 > 10 } == true)
        #expect(result.stdout.contains("hark listen with the web app: every page p50 / p95 "))
    }
}
