import Foundation
import Testing
@testable import HarkAudio

/// Every supported encoding, built in memory, decodes to the expected 16 kHz samples.
@Suite struct WAVReaderTests {
    typealias B = WAVBuilder

    @Test func pcm16MonoAt16kIsExact() throws {
        let samples: [Int16] = [0, 1, -1, 32767, -32768, 1234, -4321]
        let audio = try WAVFile.read(data: B.wav(data: B.pcm16(samples)))
        #expect(audio.samples16k == samples)
        #expect(audio.format == WAVFormat(formatTag: 1, encoding: .signedInteger, sampleRate: 16_000, channels: 1, bitsPerSample: 16, blockAlign: 2))
        #expect(audio.frameCount == 7)
    }

    @Test func pcm8IsUnsignedAroundTheMiddle() throws {
        let audio = try WAVFile.read(data: B.wav(data: [0, 128, 255, 64, 192], bits: 8))
        #expect(audio.samples16k == [-32768, 0, 32512, -16384, 16384])
        #expect(audio.format.encoding == .unsignedInteger)
    }

    @Test func pcm24RoundsToSixteenBits() throws {
        let values: [Int32] = [0x12_3456, -1, 0x7F_FFFF, -0x80_0000, 384, -384, 0x100]
        let audio = try WAVFile.read(data: B.wav(data: B.pcm24(values), bits: 24))
        #expect(audio.samples16k == [4660, 0, 32767, -32768, 2, -2, 1])
        #expect(audio.format.bitsPerSample == 24)
    }

    @Test func pcm32RoundsToSixteenBits() throws {
        let values: [Int32] = [0x1234_5678, Int32.min, Int32.max, -65536, 0x8000]
        let audio = try WAVFile.read(data: B.wav(data: B.pcm32(values), bits: 32))
        #expect(audio.samples16k == [4660, -32768, 32767, -1, 1])
    }

    @Test func float32ScalesAndClips() throws {
        let values: [Float] = [0, 0.5, -0.5, 1, -1, 1.5, -2, 0.25]
        let audio = try WAVFile.read(data: B.wav(data: B.float32(values), tag: 3, bits: 32))
        #expect(audio.samples16k == [0, 16384, -16384, 32767, -32768, 32767, -32768, 8192])
        #expect(audio.format.encoding == .float)
    }

    @Test func float64ScalesAndClips() throws {
        let values: [Double] = [0, 0.5, -0.5, 1, -1, 0.125]
        let audio = try WAVFile.read(data: B.wav(data: B.float64(values), tag: 3, bits: 64))
        #expect(audio.samples16k == [0, 16384, -16384, 32767, -32768, 4096])
    }

    @Test func channelsAreAveraged() throws {
        let stereo: [Int16] = [100, 300, -100, 100, 3, 4, -3, -4]
        let audio = try WAVFile.read(data: B.wav(data: B.pcm16(stereo), channels: 2))
        #expect(audio.samples16k == [200, 0, 4, -4])
        #expect(audio.frameCount == 4)
        let three: [Int16] = [300, 600, 900, -3, -6, -9]
        #expect(try WAVFile.read(data: B.wav(data: B.pcm16(three), channels: 3)).samples16k == [600, -6])
    }

    @Test func g711LawsDecodeToTheStandardValues() throws {
        let mu = try WAVFile.read(data: B.wav(data: [0xFF, 0x7F, 0x00, 0x80], tag: 7, bits: 8))
        #expect(mu.samples16k == [0, 0, -32124, 32124])
        let a = try WAVFile.read(data: B.wav(data: [0xD5, 0x55, 0xAA, 0x2A], tag: 6, bits: 8))
        #expect(a.samples16k == [8, -8, 32256, -32256])
    }

    @Test func extensiblePCMAndFloatUseTheSubformat() throws {
        let samples: [Int16] = [5, -5, 1000]
        let pcm = B.riff(B.chunk("fmt ", B.fmtBody(tag: 0xFFFE, subformat: B.subformat(1))), B.chunk("data", B.pcm16(samples)))
        let decoded = try WAVFile.read(data: pcm)
        #expect(decoded.samples16k == samples)
        #expect(decoded.format.formatTag == 0xFFFE)
        #expect(decoded.format.encoding == .signedInteger)

        let float = B.riff(B.chunk("fmt ", B.fmtBody(tag: 0xFFFE, channels: 2, bits: 32, subformat: B.subformat(3))),
                           B.chunk("data", B.float32([0.5, 0.5, -0.25, -0.75])))
        #expect(try WAVFile.read(data: float).samples16k == [16384, -16384])
    }

    @Test func unknownAndOddSizedChunksAreSkipped() throws {
        let samples: [Int16] = [7, 8, 9]
        let file = B.riff(
            B.chunk("LIST", Array("INFOISFT\u{05}\u{00}\u{00}\u{00}hark\u{00}".utf8)),
            B.chunk("junk", [1, 2, 3]),  // odd: followed by a pad byte
            B.chunk("fmt ", B.fmtBody()),
            B.chunk("fact", B.le32(3)),
            B.chunk("data", B.pcm16(samples)),
            B.chunk("LIST", [0x41]))
        #expect(try WAVFile.read(data: file).samples16k == samples)
    }

    @Test func oddSizedDataChunkIsFollowedByItsPad() throws {
        let file = B.riff(B.chunk("fmt ", B.fmtBody(bits: 8)), B.chunk("data", [128, 255, 0]), B.chunk("cue ", [0, 0, 0, 0]))
        #expect(try WAVFile.read(data: file).samples16k == [0, 32512, -32768])
    }

    @Test func dataBeforeFmtAndAPartialLastFrame() throws {
        // 5 bytes of 16-bit mono: two whole samples, the odd byte is ignored.
        let file = B.riff(B.chunk("data", [1, 0, 2, 0, 9]), B.chunk("fmt ", B.fmtBody()))
        #expect(try WAVFile.read(data: file).samples16k == [1, 2])
    }

    @Test func streamedDataSizeMeansToTheEnd() throws {
        let samples: [Int16] = [10, 20, 30]
        let file = B.riff(B.chunk("fmt ", B.fmtBody())) + Array("data".utf8) + B.le32(0xFFFF_FFFF) + B.pcm16(samples)
        #expect(try WAVFile.read(data: file).samples16k == samples)
    }

    @Test func resamples44100StereoTo16k() throws {
        let frames = 44_100
        let stereo: [Int16] = (0..<frames).flatMap { i -> [Int16] in
            let value = Int16((8000 * sin(2 * Double.pi * 1000 * Double(i) / 44_100)).rounded())
            return [value, value]
        }
        let audio = try WAVFile.read(data: B.wav(data: B.pcm16(stereo), channels: 2, rate: 44_100))
        #expect(audio.samples16k.count == 16_000)
        #expect(audio.frameCount == frames)
        #expect(audio.duration == 1)
        let expected = (0..<16_000).map { 8000 * sin(2 * Double.pi * 1000 * Double($0) / 16_000) }
        let worst = zip(audio.samples16k, expected).dropFirst(200).dropLast(200).map { abs(Double($0) - $1) }.max() ?? 0
        #expect(worst < 80)  // < 1% of the amplitude
    }

    @Test func resamples8kTo16k() throws {
        let input = (0..<8000).map { Int16((8000 * sin(2 * Double.pi * 1000 * Double($0) / 8000)).rounded()) }
        let audio = try WAVFile.read(data: B.wav(data: B.pcm16(input), rate: 8000))
        #expect(audio.samples16k.count == 16_000)
        let expected = (0..<16_000).map { 8000 * sin(2 * Double.pi * 1000 * Double($0) / 16_000) }
        let worst = zip(audio.samples16k, expected).dropFirst(200).dropLast(200).map { abs(Double($0) - $1) }.max() ?? 0
        #expect(worst < 80)
    }

    @Test func realSpeechRecordingDecodesToItsSamples() throws {
        let path = "/usr/share/pocketsphinx/test/data/cards/001.wav"
        let audio = try WAVFile.read(path: path)
        #expect(audio.format.sampleRate == 16_000)
        #expect(audio.format.channels == 1)
        #expect(audio.format.bitsPerSample == 16)
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let raw = stride(from: 44, to: bytes.count - 1, by: 2).map { Int16(bitPattern: UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8) }
        #expect(audio.samples16k == raw)
        #expect(audio.samples16k.count == 17_526)
    }
}
