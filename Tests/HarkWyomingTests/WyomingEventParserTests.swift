import HarkIntents
import Testing
@testable import HarkWyoming

@Suite("Wyoming event framing")
struct WyomingEventParserTests {
    @Test("An event written by Hark reads back whole, whatever the split of the bytes")
    func roundTrip() throws {
        let event = WyomingEvent(type: "audio-chunk", data: ["rate": .int(16000), "width": .int(2), "channels": .int(1)],
                                 payload: Array(0..<200).map { UInt8($0) })
        let bytes = event.encoded() + WyomingEvent(type: "audio-stop").encoded()
        for split in [1, 7, 64, bytes.count] {
            var parser = WyomingEventParser()
            var read: [WyomingEvent] = []
            var index = 0
            while index < bytes.count {
                parser.append(bytes[index..<min(index + split, bytes.count)])
                index += split
                while let next = try parser.next() { read.append(next) }
            }
            #expect(read == [event, WyomingEvent(type: "audio-stop")], "split \(split)")
        }
    }

    @Test("Data given inline in the header and after it are merged, as the wyoming package does")
    func inlineData() throws {
        var parser = WyomingEventParser()
        let after = #"{"text":"start feeding"}"#
        parser.append(Array(#"{"type":"transcript","data":{"language":"en"},"data_length":\#(after.utf8.count)}"#.utf8) + [10] + Array(after.utf8))
        let event = try #require(try parser.next())
        #expect(event.type == "transcript")
        #expect(event.string("text") == "start feeding")
        #expect(event.string("language") == "en")
    }

    @Test("A line that is not a header is refused with a reason")
    func malformed() {
        var parser = WyomingEventParser()
        parser.append(Array("hello there\n".utf8))
        #expect(throws: WyomingProtocolError.self) { try parser.next() }
        var noType = WyomingEventParser()
        noType.append(Array(#"{"data":{}}"#.utf8) + [10])
        #expect { try noType.next() } throws: { ($0 as? WyomingProtocolError)?.kind == .malformedHeader }
    }

    @Test("Stated lengths over the limits are refused before anything is kept")
    func limits() {
        var parser = WyomingEventParser(limits: .init(headerBytes: 100, dataBytes: 50, payloadBytes: 1000))
        parser.append(Array(#"{"type":"audio-chunk","payload_length":5000000}"#.utf8) + [10])
        #expect { try parser.next() } throws: { ($0 as? WyomingProtocolError)?.kind == .payloadTooLarge }
        var long = WyomingEventParser(limits: .init(headerBytes: 100))
        long.append([UInt8](repeating: UInt8(ascii: "x"), count: 500))
        #expect { try long.next() } throws: { ($0 as? WyomingProtocolError)?.kind == .headerTooLong }
    }

    @Test("A partial event waits for its bytes")
    func partial() throws {
        var parser = WyomingEventParser()
        let bytes = WyomingEvent(type: "synthesize", data: ["text": .string("hello")]).encoded()
        parser.append(bytes.dropLast(3))
        #expect(try parser.next() == nil)
        parser.append(bytes.suffix(3))
        #expect(try parser.next()?.string("text") == "hello")
    }
}
