@testable import HarkSpeech
import HarkAudio
import Testing

/// The grammar search's lexicon trees come from the shim (CHarkShim's lextree.c): the
/// library's trees node for node, but each grammar state's built only when the search
/// first reaches it, and let go between utterances once many are built.
@Suite struct LexiconTreeTests {
    /// Cards and numbers in many places: over a hundred states, as sphinxbase builds it.
    static let grammar = """
        #JSGF V1.0;
        grammar trees;
        <card> = ace | two | three | four | five | six | seven | eight | nine | ten | jack | queen | king;
        <suit> = clubs | diamonds | hearts | spades;
        <digit> = one | two | three | four | five | six | seven | eight | nine;
        <tens> = twenty | thirty | forty | fifty | sixty | seventy | eighty | ninety;
        <number> = <digit> | ten | eleven | twelve | fifteen | twenty | <tens> <digit>;
        public <move> = [the] <card> of <suit> | <card> of <suit> and <card> of <suit>
            | put the <card> of <suit> on the <card> of <suit> | pick up the <card> of <suit> please
            | set a timer for <number> (minutes | seconds) | add <number> minutes to the <card> timer
            | deal <number> cards | move <number> cards to the <suit> pile
            | wait <number> seconds | score <number> points | bet <number> chips on <suit> | play <number> rounds of <card>
            | shuffle <number> times | draw <number> cards from the <suit> deck | skip <number> turns;
        """

    @Test func theShimsTreesAreTheLibrarysNodeForNode() throws {
        let recognizer = try Recognizer()
        LexiconTrees.setModeOnThisThread(.verify)
        defer { LexiconTrees.setModeOnThisThread(nil) }
        for minimized in [true, false] {
            try recognizer.setGrammar(Self.grammar, name: "trees-\(minimized)", minimized: minimized)
            let size = try #require(recognizer.graphSize(ofGrammar: "trees-\(minimized)"))
            #expect(size.searchedStates >= 64, "a grammar the shim builds lazily")
            let verification = LexiconTrees.lastVerification
            #expect(verification.differingStates == 0)
            #expect(verification.models > 1000)
        }
    }

    @Test func lazyTreesDecodeRealRecordingsAsTheLibrarysDo() throws {
        let recognizer = try Recognizer()
        defer { LexiconTrees.setModeOnThisThread(nil) }
        LexiconTrees.setModeOnThisThread(.stock)
        try recognizer.setGrammar(Self.grammar, name: "whole", minimized: false)
        LexiconTrees.setModeOnThisThread(.lazy)
        try recognizer.setGrammar(Self.grammar, name: "lazy", minimized: false)
        #expect(LexiconTrees.checkPassed == true)
        LexiconTrees.setModeOnThisThread(.verify)
        try recognizer.setGrammar(Self.grammar, name: "verified", minimized: false)
        let wholeModels = LexiconTrees.lastVerification.models
        var heard = 0
        for index in 1...5 {
            let samples = try WAVFile.read(path: TestData.path("cards/00\(index).wav")).samples16k
            let whole = try recognizer.decode(samples, with: .grammar("whole"))
            let builtBefore = LexiconTrees.modelsBuilt(onThisThread: true)
            let lazy = try recognizer.decode(samples, with: .grammar("lazy"))
            #expect(lazy == whole, "cards/00\(index).wav")
            if lazy.hasWords { heard += 1 }
            // Each recording reaches only part of the grammar.
            #expect(LexiconTrees.modelsBuilt(onThisThread: true) - builtBefore < wholeModels / 2)
        }
        #expect(heard >= 3, "three of the recordings say a sentence of the grammar")
    }

    @Test func treesLetGoBetweenUtterancesAreBuiltAgainTheSame() throws {
        let recognizer = try Recognizer()
        defer { LexiconTrees.setModeOnThisThread(nil) }
        LexiconTrees.setModeOnThisThread(.stock)
        try recognizer.setGrammar(Self.grammar, name: "whole")
        LexiconTrees.setModeOnThisThread(.lazy)
        try recognizer.setGrammar(Self.grammar, name: "lazy")
        let kept = LexiconTrees.setModelsKept(0)
        defer { LexiconTrees.setModelsKept(kept) }
        let releasesBefore = LexiconTrees.releases(onThisThread: true)
        var rebuilt = 0
        for index in [1, 3, 5, 1, 3, 5] {
            let samples = try WAVFile.read(path: TestData.path("cards/00\(index).wav")).samples16k
            let builtBefore = LexiconTrees.modelsBuilt(onThisThread: true)
            let lazy = try recognizer.decode(samples, with: .grammar("lazy"))
            if LexiconTrees.modelsBuilt(onThisThread: true) > builtBefore { rebuilt += 1 }
            #expect(lazy == (try recognizer.decode(samples, with: .grammar("whole"))), "cards/00\(index).wav")
            // The same audio again (a second pass) reaches the trees the first kept.
            let again = LexiconTrees.modelsBuilt(onThisThread: true)
            #expect(try recognizer.decode(samples, with: .grammar("lazy")) == lazy)
            #expect(LexiconTrees.modelsBuilt(onThisThread: true) == again, "cards/00\(index).wav read again")
        }
        #expect(rebuilt == 6, "every recording after another builds trees the other let go")
        #expect(LexiconTrees.releases(onThisThread: true) - releasesBefore >= 10)
    }
}
