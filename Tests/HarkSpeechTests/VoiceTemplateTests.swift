import Foundation
import HarkSpeech
import Testing

/// Dynamic time warping of wake-phrase templates, on made-up cepstra whose answers are known.
@Suite struct VoiceTemplateTests {
    /// A smooth "phrase" of `count` frames: each coefficient a slow wave of its own.
    static func phrase(_ count: Int, phase: Float = 0) -> [[Float]] {
        (0..<count).map { t in
            var row: [Float] = [50]
            for k in 1...12 {
                let rate = Float(k).squareRoot() * 0.15
                let angle = Float(t) * rate + phase + Float(k)
                row.append(Float(k) * 0.8 * sin(angle))
            }
            return row
        }
    }

    /// Frames unlike the phrase (another word, the room).
    static func other(_ count: Int) -> [[Float]] {
        (0..<count).map { t in
            var row: [Float] = [50]
            for k in 1...12 { row.append(Float((t * 7 + k * 13) % 11) - 5) }
            return row
        }
    }

    @Test func theSamePhraseIsAtDistanceZeroWhateverTheLoudness() {
        let template = VoiceTemplate(cepstra: Self.phrase(60))
        // Louder: every coefficient shifted, and the energy (left out) larger.
        let louder = VoiceTemplate(cepstra: Self.phrase(60).map { [$0[0] + 20] + $0.dropFirst().map { $0 + 3 } })
        #expect(template.distance(within: louder) < 1e-4)
    }

    @Test func aSlowerSayingStaysCloseAndAnotherWordIsFar() {
        let template = VoiceTemplate(cepstra: Self.phrase(60))
        // Said slower: every other frame twice.
        let slow = Self.phrase(60).enumerated().flatMap { $0.offset % 2 == 0 ? [$0.element, $0.element] : [$0.element] }
        let far = VoiceTemplate(cepstra: Self.other(60))
        let slowDistance = template.distance(within: VoiceTemplate(cepstra: slow))
        let farDistance = template.distance(within: far)
        #expect(slowDistance < 0.5, "\(slowDistance)")
        #expect(farDistance > 5 * max(slowDistance, 0.5), "\(farDistance)")
    }

    /// The phrase inside a longer stretch (the room before it, a command after it) is found
    /// where it is: the stretch is normalised on its own, so what surrounds it does not count.
    @Test func thePhraseIsFoundInsideALongerStretch() {
        let template = VoiceTemplate(cepstra: Self.phrase(60))
        let around = Self.other(40).map { [$0[0]] + $0.dropFirst().map { $0 + 8 } } + Self.phrase(60) + Self.other(80)
        let distance = template.distance(within: VoiceTemplate(cepstra: around))
        #expect(distance < 0.5, "\(distance)")
    }

    @Test func theBoundIsTheSayingsOwnSpreadTimesTheMargin() throws {
        let sayings = [0, 0.3, 0.6].map { VoiceTemplate(cepstra: Self.phrase(60, phase: Float($0))) }
        let enrollment = try #require(WakeEnrollment(templates: sayings, margin: 1.2))
        var pairs: [Double] = []
        for i in 0..<3 { for j in 0..<3 where i != j { pairs.append(sayings[i].distance(within: sayings[j])) } }
        #expect(abs(enrollment.bound - pairs.reduce(0, +) / 6 * 1.2) < 1e-9)
        #expect(enrollment.accepts(VoiceTemplate(cepstra: Self.phrase(60, phase: 0.45))))
        #expect(!enrollment.accepts(VoiceTemplate(cepstra: Self.other(60))))
        #expect(WakeEnrollment(templates: [sayings[0]], margin: 1.2) == nil, "one saying says nothing of how a voice varies")
        #expect(VoiceTemplate(cepstra: []).distance(within: sayings[0]) == .infinity)
    }
}
