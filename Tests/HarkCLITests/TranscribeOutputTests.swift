import Foundation
import Testing

/// `hark transcribe` keeps standard output for results only, whatever the input.
@Suite struct TranscribeOutputTests {
    func grammarFile(_ text: String) throws -> String {
        let path = try HarkBinary.temporaryDirectory("grammar").appendingPathComponent("bad.gram").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func unparsableGrammarWritesNothingToStandardOutput() throws {
        // sphinxbase's lexer echoes what it cannot match to stdout; --json consumers must not see it.
        let grammar = try grammarFile("garbage ((")
        let result = try HarkBinary.run(["transcribe", "audio-fixtures/slt-stop.wav", "--grammar", grammar, "--json"])
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr == "Error: The JSGF grammar does not parse (syntax error on line 1 at the end of the grammar); check its syntax.\n")
    }

    @Test func grammarSyntaxErrorNamesTheLineWithoutSphinxInternals() throws {
        let grammar = try grammarFile("#JSGF V1.0;\ngrammar bad;\npublic <cmd> = garbage ((;\n")
        let result = try HarkBinary.run(["transcribe", "audio-fixtures/slt-stop.wav", "--grammar", grammar])
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr == "Error: The JSGF grammar does not parse (syntax error on line 3 near ';'); check its syntax.\n")
    }

    @Test func nothingRecognisedSaysSoAndExitsTwo() throws {
        let result = try HarkBinary.run(["transcribe", "audio-fixtures/slt-stop.wav", "--keyphrase", "hey computer"])
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr == "(no speech recognised)\n")
    }

    @Test func statsReportReadingAndDecodingApart() throws {
        let result = try HarkBinary.run(["transcribe", "audio-fixtures/slt-set-alarm.wav", "--grammar", "audio-fixtures/demo.gram", "--stats"])
        #expect(result.status == 0)
        #expect(result.stdout == "set an alarm for seven thirty\n")
        let pattern = #/^audio \d\.\d\d s: read and resample \d+\.\d{3} s, model load \d+\.\d{3} s, decode \d+\.\d{3} s; real-time factor \d+\.\d{3} \(read \+ decode\), peak memory \d+\.\d MB; grammar (\d+) states built, (\d+) searched\n$/#
        let match = result.stderr.wholeMatch(of: pattern)
        #expect(match != nil, "\(result.stderr)")
        // The searched graph is never larger than the one built (see WordGraph).
        if let match, let built = Int(match.output.1), let searched = Int(match.output.2) {
            #expect(searched > 0 && searched <= built)
        }
    }

    @Test(arguments: ["/dev/zero", "/dev/null"])
    func deviceInputIsNotARegularFile(path: String) throws {
        let result = try HarkBinary.run(["transcribe", path, "--grammar", "audio-fixtures/demo.gram"])
        #expect(result.status == 1)
        #expect(result.stderr == "Error: \(path) is not a regular file (a character device); give the path of a .wav file, or save the stream to a file first.\n")
    }
}
