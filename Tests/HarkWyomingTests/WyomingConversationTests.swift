import HarkIntents
import Testing
@testable import HarkWyoming

@Suite("Conversations over Wyoming")
struct WyomingConversationTests {
    @Test("A question comes out with what was said before it; the answer continues the lifecycle")
    func questionAndAnswer() async throws {
        let conversation = WyomingConversation(id: "c1", answerTimeout: .seconds(30))
        async let lifecycle: String? = {
            try? await conversation.speak("Right.")
            return try? await conversation.listen(ListenRequest(purpose: .value(parameter: "duration"), grammar: "G"))
        }()
        #expect(await conversation.nextOutput() == .question(text: "Right.", grammar: "G"))
        #expect(await conversation.awaiting?.grammar == "G")
        #expect(await conversation.answer("ten minutes"))
        #expect(await lifecycle == "ten minutes")
        #expect(await conversation.awaiting == nil)
        #expect(await !conversation.answer("again"), "nothing waits any more")
        try await conversation.speak("Timer set.")
        await conversation.finish(.completed(intent: "SetTimer", parameters: [:], dialog: nil))
        #expect(await conversation.nextOutput() == .finished(text: "Timer set.", outcome: .completed(intent: "SetTimer", parameters: [:], dialog: nil)))
    }

    @Test("A question nobody answers hears silence after the timeout")
    func timeout() async throws {
        let conversation = WyomingConversation(id: "c2", answerTimeout: .milliseconds(200))
        async let lifecycle: String? = try? await conversation.listen(ListenRequest(purpose: .confirmation, grammar: "G"))
        _ = await conversation.nextOutput()
        #expect(await lifecycle == nil)
        #expect(await !conversation.answer("yes"), "a late answer is not taken")
    }
}
