import Testing
@testable import HarkAudio

@Suite struct SampleBufferSourceTests {
    @Test func framesCoverTheBufferInOrder() async throws {
        let samples = (0..<1000).map { Int16($0) }
        var collected: [Int16] = []
        var offsets: [Int] = []
        for try await frame in SampleBufferSource(samples: samples, frameLength: 320) {
            offsets.append(frame.offset)
            collected += frame.samples
        }
        #expect(collected == samples)
        #expect(offsets == [0, 320, 640, 960])
    }
}
