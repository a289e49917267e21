import Foundation
import Testing
@testable import HarkAudio

/// Every malformed file is a typed error with a message that says what to do.
@Suite struct WAVErrorTests {
    typealias B = WAVBuilder

    func failure(_ bytes: [UInt8]) -> WAVError? {
        do {
            _ = try WAVFile.read(data: bytes)
            return nil
        } catch {
            return error
        }
    }

    func code(_ bytes: [UInt8]) -> WAVError.Code? { failure(bytes)?.code }

    @Test func emptyAndNonWAVInput() {
        #expect(code([]) == .empty)
        #expect(code(Array("RIF".utf8)) == .truncatedHeader)
        #expect(code(Array("RIFF\u{4}\u{0}\u{0}\u{0}".utf8)) == .truncatedHeader)
        #expect(code(Array("RIFX\u{4}\u{0}\u{0}\u{0}WAVE".utf8)) == .notWAV)
        #expect(code(Array("RIFF\u{4}\u{0}\u{0}\u{0}AVI ".utf8)) == .notWAV)
        #expect(code(Array("ID3\u{3} mp3 file".utf8)) == .notWAV)
        #expect(code([0x00]) == .notWAV)
    }

    @Test func truncatedFmtChunk() {
        let full = B.riff(B.chunk("fmt ", B.fmtBody()), B.chunk("data", B.pcm16([1, 2])))
        #expect(code(Array(full.prefix(30))) == .truncatedHeader)
        #expect(code(B.riff(B.chunk("fmt ", Array(B.fmtBody().prefix(14))), B.chunk("data", [0, 0]))) == .truncatedHeader)
        let shortExtensible = B.riff(B.chunk("fmt ", B.fmtBody(tag: 0xFFFE) + [0, 0]), B.chunk("data", [0, 0]))
        #expect(code(shortExtensible) == .truncatedHeader)
    }

    @Test func dataChunkLongerThanTheFileIsTruncatedWithByteCounts() throws {
        let file = B.riff(B.chunk("fmt ", B.fmtBody()), B.chunk("data", B.pcm16([1, 2, 3, 4, 5]), declaredSize: 1000))
        let error = try #require(failure(file))
        #expect(error.code == .truncated)
        #expect(error.message.contains("1000 bytes"))
        #expect(error.message.contains("only 10 follow"))
    }

    @Test func absurdChunkSizeBeforeTheAudio() {
        let file = B.riff(B.chunk("LIST", [1, 2, 3, 4], declaredSize: 0x7FFF_FFFF), B.chunk("fmt ", B.fmtBody()), B.chunk("data", [0, 0]))
        #expect(code(file) == .invalidChunkSize)
        // After the audio, a broken trailing chunk is ignored.
        let trailing = B.riff(B.chunk("fmt ", B.fmtBody()), B.chunk("data", [5, 0]), B.chunk("LIST", [1, 2], declaredSize: 0x7FFF_FFFF))
        #expect((try? WAVFile.read(data: trailing))?.samples16k == [5])
    }

    @Test func tooManyChunksStopsTheScan() {
        let junk = (0..<10_001).flatMap { _ in B.chunk("junk", []) }
        #expect(code(B.riff(junk, B.chunk("fmt ", B.fmtBody()), B.chunk("data", [0, 0]))) == .invalidChunkSize)
    }

    @Test func zeroChannelsOrSampleRate() {
        #expect(code(B.riff(B.chunk("fmt ", B.fmtBody(channels: 0, blockAlign: 2)), B.chunk("data", [0, 0]))) == .noChannels)
        #expect(code(B.riff(B.chunk("fmt ", B.fmtBody(rate: 0)), B.chunk("data", [0, 0]))) == .noSampleRate)
    }

    @Test(arguments: [1, 2, 3_999, 384_001, Int(UInt32.max)])
    func absurdSampleRatesAreRejectedBeforeResampling(rate: Int) throws {
        // At 1 Hz, 200,000 samples would need a 12.8 GB buffer at 16 kHz; it must fail at once.
        let file = B.wav(data: B.pcm16([Int16](repeating: 100, count: 200_000)), rate: rate)
        let error = try #require(failure(file))
        #expect(error.code == .unsupportedSampleRate)
        #expect(error.message == "WAV data declares a sample rate of \(rate) Hz, outside the 4000–384000 Hz Hark reads; if the header is right, convert it first (for example `sox in.wav -r 16000 out.wav`).")
    }

    @Test func sampleRatesAtTheEdgesOfTheRangeDecode() throws {
        let low = try WAVFile.read(data: B.wav(data: B.pcm16([Int16](repeating: 1000, count: 400)), rate: 4_000))
        #expect(low.samples16k.count == 1600)
        let high = try WAVFile.read(data: B.wav(data: B.pcm16([Int16](repeating: 1000, count: 3840)), rate: 384_000))
        #expect(high.samples16k.count == 160)
        #expect(high.samples16k.allSatisfy { $0 == 1000 })
    }

    @Test func writingRejectsAByteRateThatOverflowsTheHeader() {
        let error = #expect(throws: WAVError.self) {
            try WAVFile.encode(samples: [Int16](repeating: 0, count: 2), sampleRate: Int(UInt32.max), channels: 2)
        }
        #expect(error?.code == .writeFailed)
        #expect(error?.message.contains("byte rate") == true)
    }

    @Test func compressedCodecsAreNamed() throws {
        let mp3 = try #require(failure(B.wav(data: [0, 0, 0, 0], tag: 0x0055, bits: 0)))
        #expect(mp3.code == .unsupportedCodec)
        #expect(mp3.message.contains("0x0055"))
        #expect(mp3.message.contains("MP3"))
        let adpcm = try #require(failure(B.wav(data: [0, 0, 0, 0], tag: 0x0002, bits: 4)))
        #expect(adpcm.code == .unsupportedCodec)
        #expect(adpcm.message.contains("0x0002 (Microsoft ADPCM)"))
        let strangeGUID = B.riff(B.chunk("fmt ", B.fmtBody(tag: 0xFFFE, subformat: [UInt8](repeating: 7, count: 16))), B.chunk("data", [0, 0]))
        #expect(code(strangeGUID) == .unsupportedCodec)
        let extensibleMP3 = B.riff(B.chunk("fmt ", B.fmtBody(tag: 0xFFFE, subformat: B.subformat(0x0055))), B.chunk("data", [0, 0]))
        #expect(failure(extensibleMP3)?.message.contains("0x0055") == true)
    }

    @Test func bitsNotMatchingBlockAlign() {
        #expect(code(B.riff(B.chunk("fmt ", B.fmtBody(bits: 16, blockAlign: 3)), B.chunk("data", [0, 0, 0]))) == .blockAlignMismatch)
        #expect(code(B.riff(B.chunk("fmt ", B.fmtBody(channels: 2, bits: 16, blockAlign: 2)), B.chunk("data", [0, 0]))) == .blockAlignMismatch)
        #expect(code(B.riff(B.chunk("fmt ", B.fmtBody(bits: 0, blockAlign: 2)), B.chunk("data", [0, 0]))) == .blockAlignMismatch)
    }

    @Test func unsupportedSampleSizes() {
        #expect(code(B.wav(data: [0, 0], tag: 3, bits: 16)) == .unsupportedBitDepth)
        #expect(code(B.wav(data: [UInt8](repeating: 0, count: 8), tag: 1, bits: 64)) == .unsupportedBitDepth)
        #expect(code(B.wav(data: [0, 0], tag: 7, bits: 16)) == .unsupportedBitDepth)
    }

    @Test func missingChunks() {
        #expect(code(B.riff(B.chunk("fmt ", B.fmtBody()))) == .missingData)
        #expect(code(B.riff(B.chunk("data", [0, 0]))) == .missingFormat)
        #expect(code(B.riff()) == .missingFormat)
    }

    @Test func missingFileAndDirectory() throws {
        let missing = try #require(throws: WAVError.self) { try WAVFile.read(path: "/nonexistent/hark/missing.wav") }
        #expect(missing == WAVError(.fileNotFound, "/nonexistent/hark/missing.wav does not exist; check the path."))
        let directory = try #require(throws: WAVError.self) { try WAVFile.read(path: NSTemporaryDirectory()) }
        #expect(directory.code == .isDirectory)
        #expect(throws: WAVError.self) { try WAVSource(path: "/nonexistent/hark/missing.wav") }
    }

    @Test(arguments: ["/dev/zero", "/dev/null"])
    func devicesAreNotRegularFiles(path: String) throws {
        let error = try #require(throws: WAVError.self) { try WAVFile.read(path: path) }
        #expect(error == WAVError(.notRegularFile, "\(path) is not a regular file (a character device); give the path of a .wav file, or save the stream to a file first."))
    }

    @Test func aFIFOIsRejectedWithoutBlocking() throws {
        let path = NSTemporaryDirectory() + "hark-fifo-\(UUID().uuidString).wav"
        #expect(mkfifo(path, 0o600) == 0)
        defer { try? FileManager.default.removeItem(atPath: path) }
        // Opening a FIFO with no writer blocks forever; the reader must refuse before opening it.
        let error = try #require(throws: WAVError.self) { try WAVFile.read(path: path) }
        #expect(error.code == .notRegularFile)
        #expect(error.message.contains("(a FIFO)"))
    }

    @Test func emptyFileOnDisk() throws {
        let path = NSTemporaryDirectory() + "hark-empty-\(UUID().uuidString).wav"
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let error = try #require(throws: WAVError.self) { try WAVFile.read(path: path) }
        #expect(error.code == .empty)
        #expect(error.message.hasPrefix(path))
    }

    @Test func everyTruncationOfAValidFileFailsCleanly() {
        // No prefix of a valid file may crash or decode to garbage silently.
        let file = B.riff(B.chunk("LIST", [1, 2, 3]), B.chunk("fmt ", B.fmtBody()), B.chunk("data", B.pcm16([1, 2, 3, 4])))
        for length in 0..<file.count {
            #expect(code(Array(file.prefix(length))) != nil, "prefix of \(length) bytes")
        }
    }
}
