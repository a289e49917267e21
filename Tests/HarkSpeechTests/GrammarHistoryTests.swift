@testable import HarkSpeech
import HarkAudio
import Testing

/// The shim's `fsg_history_end_frame` replaces PocketSphinx's own in the grammar
/// search: it must be the one called, and give exactly what the library's gives.
@Suite struct GrammarHistoryTests {
    /// A grammar with many states (the cards grammar as sphinxbase builds it, unminimised,
    /// and a wider one), so the history table has thousands of lists to skip.
    static let wide = """
        #JSGF V1.0;
        grammar wide;
        <card> = ace | two | three | four | five | six | seven | eight | nine | ten | jack | queen | king;
        <suit> = clubs | diamonds | hearts | spades;
        public <move> = [the] <card> of <suit> | <card> of <suit> and <card> of <suit>
            | put the <card> of <suit> on the <card> of <suit> | pick up the <card> of <suit> please;
        """

    @Test func realRecordingsDecodeTheSameAsWithPocketSphinxsOwnHistory() throws {
        let recognizer = try Recognizer()
        let cards = try TestData.text("cards/cards.gram")
        try recognizer.setGrammar(cards, name: "cards")
        try recognizer.setGrammar(cards, name: "cards-built", minimized: false)
        try recognizer.setGrammar(Self.wide, name: "wide")
        defer { PocketSphinxDecoder.useStockGrammarHistory(false) }
        for index in 1...5 {
            let samples = try WAVFile.read(path: TestData.path("cards/00\(index).wav")).samples16k
            for grammar in ["cards", "cards-built", "wide"] {
                PocketSphinxDecoder.useStockGrammarHistory(true)
                let stock = try recognizer.decode(samples, with: .grammar(grammar))
                PocketSphinxDecoder.useStockGrammarHistory(false)
                let closedBefore = PocketSphinxDecoder.framesClosedByShim
                let shim = try recognizer.decode(samples, with: .grammar(grammar))
                // Every frame of the decode went through the shim (other tests may add more).
                #expect(PocketSphinxDecoder.framesClosedByShim - closedBefore >= shim.frames - 1, "cards/00\(index).wav, \(grammar)")
                #expect(shim == stock, "cards/00\(index).wav, \(grammar)")
                #expect(shim.hasWords)
            }
        }
    }
}
