import Foundation
public import HarkAssistant
import HarkAudio
public import HarkIntents
import HarkSkills
import HarkStore
public import HarkSpeech

/// What every Wyoming connection shares: the skills and their store, the one listening
/// pipeline (its jobs queue here), the voice, and the conversations waiting for an answer.
///
/// Conversations are kept by id, so a follow-up answer may come on another connection, as
/// Home Assistant opens one per request and names the conversation in `context`.
public actor WyomingHub {
    let registry: SkillRegistry
    let settings: AssistantSettings
    let synthesizer: any SpeechSynthesizer
    /// How long a question waits for its answer.
    let answerTimeout: Duration
    private var conversations: [String: WyomingConversation] = [:]
    /// Conversations started, waiting for the server's task group to run their lifecycles.
    private var starting: [(WyomingConversation, String, Hearing, Bool)] = []
    private var startWaiter: CheckedContinuation<(WyomingConversation, String, Hearing, Bool)?, Never>?
    private var jobs: [ListeningJob] = []
    private var jobWaiter: CheckedContinuation<ListeningJob?, Never>?
    private var closed = false
    /// Clients that asked for timer events (`run-satellite`), by connection.
    private var subscribers: [UUID: @Sendable (WyomingEvent) async -> Void] = [:]
    /// The timers being watched (``watchTimers(_:)``), what the subscribers were last told of
    /// them, and the events still to send, in order.
    private var watchedAlarms: AlarmClock?
    private var toldTimers = WyomingTimers()
    private var timerOutbox: [WyomingEvent] = []
    private var sendingTimerEvents = false
    /// Utterances Hark's own speech-to-text gave, and how surely: a transcript of the same words
    /// handled soon after keeps that hearing, so a doubtful one is confirmed before it acts.
    private var heard: [(text: String, hearing: Hearing, at: ContinuousClock.Instant)] = []

    /// Creates a hub over the skills' registry.
    public init(registry: SkillRegistry, settings: AssistantSettings, synthesizer: any SpeechSynthesizer = ESpeakSynthesizer(),
                answerTimeout: Duration = .seconds(30)) {
        self.registry = registry
        self.settings = settings
        self.synthesizer = synthesizer
        self.answerTimeout = answerTimeout
    }

    // MARK: Text

    /// What `text` means, without acting on it (`recognize`).
    public func recognize(_ text: String) async -> Understanding? {
        await registry.understand(text)
    }

    /// Handles `text` (`transcript` to the handle service): answers the conversation `id` waits on,
    /// or starts a new one. Returns the conversation's next output and its id.
    func handle(_ text: String, conversationID: String?) async -> (WyomingConversation.Output, String) {
        if let conversationID, let waiting = conversations[conversationID], await waiting.answer(text) {
            return (await waiting.nextOutput(), conversationID)
        }
        if conversationID == nil, let waiting = await onlyWaitingConversation(), await waiting.answer(text) {
            return (await waiting.nextOutput(), waiting.id)
        }
        let id = conversationID ?? UUID().uuidString
        let conversation = WyomingConversation(id: id, answerTimeout: answerTimeout)
        conversations[id] = conversation
        let (hearing, typed) = hearing(of: text)
        if let waiter = startWaiter {
            startWaiter = nil
            waiter.resume(returning: (conversation, text, hearing, typed))
        } else {
            starting.append((conversation, text, hearing, typed))
        }
        return (await conversation.nextOutput(), id)
    }

    /// The one conversation whose question was asked within the session timeout and waits for an
    /// answer, when exactly one does: what a client that names no conversation is answering.
    /// Later, its speech is a new command, as it is for `hark listen` (a conversation named in
    /// `context` waits for its answer up to ``answerTimeout``).
    private func onlyWaitingConversation() async -> WyomingConversation? {
        var waiting: [WyomingConversation] = []
        let recent = Duration.milliseconds(Int64(settings.sessionTimeout * 1000))
        for conversation in conversations.values {
            guard await conversation.awaiting != nil, let asked = await conversation.askedAt,
                  asked.duration(to: .now) <= recent else { continue }
            waiting.append(conversation)
        }
        return waiting.count == 1 ? waiting[0] : nil
    }

    /// The question conversation `id` (or the only waiting one) asks, if any: its grammar and purpose.
    func awaitedRequest(conversationID: String?) async -> (request: ListenRequest, id: String)? {
        let conversation: WyomingConversation?
        if let conversationID { conversation = conversations[conversationID] } else { conversation = await onlyWaitingConversation() }
        guard let conversation, let request = await conversation.awaiting else { return nil }
        return (request, conversation.id)
    }

    /// How surely `text` was heard: as Hark's speech-to-text gave it within the last minute
    /// (spoken), else typed and sure.
    private func hearing(of text: String) -> (Hearing, typed: Bool) {
        let now = ContinuousClock.now
        heard.removeAll { $0.at.duration(to: now) > .seconds(60) }
        if let index = heard.lastIndex(where: { $0.text == text }) {
            let hearing = heard.remove(at: index).hearing
            return (hearing, false)
        }
        return (.sure, true)
    }

    /// Runs the lifecycles of conversations as they start, until the hub closes (the server's task group calls it).
    func runConversations() async {
        await withDiscardingTaskGroup { group in
            while let (conversation, text, hearing, typed) = await nextStart() {
                let runner = IntentRunner(registry: registry, source: typed ? .typed : .voice)
                group.addTask {
                    let outcome = await runner.handle(text, hearing: hearing, typed: typed, conversation: conversation)
                    await conversation.finish(outcome)
                    await self.ended(conversation)
                    // A timer the command set, paused or cancelled is announced now, not at the next look.
                    await self.announceTimerChanges()
                }
            }
        }
    }

    private func nextStart() async -> (WyomingConversation, String, Hearing, Bool)? {
        if !starting.isEmpty { return starting.removeFirst() }
        if closed { return nil }
        return await withCheckedContinuation { startWaiter = $0 }
    }

    private func ended(_ conversation: WyomingConversation) {
        if conversations[conversation.id] === conversation { conversations[conversation.id] = nil }
    }

    // MARK: Timer events

    /// Sends the timer events to `send` until ``unsubscribe(_:)``.
    func subscribe(_ id: UUID, send: @escaping @Sendable (WyomingEvent) async -> Void) {
        subscribers[id] = send
    }

    /// Stops sending timer events to a connection.
    func unsubscribe(_ id: UUID) {
        subscribers[id] = nil
    }

    /// Reads the timers from `alarms` every `interval` (a few times a second) and tells the subscribers what changed,
    /// until the hub closes; a command handled meanwhile tells them at once (``announceTimerChanges()``).
    func watchTimers(_ alarms: AlarmClock, every interval: Duration = .milliseconds(400)) async {
        watchedAlarms = alarms
        while !closed && !Task.isCancelled {
            await announceTimerChanges()
            try? await Task.sleep(for: interval)
        }
    }

    /// Tells the subscribers what changed in the watched timers since they were last told: a few
    /// times a second, and as soon as a command is handled, so that each command's change is its
    /// own event even when the watch is late (a busy machine) or another process changed them.
    /// Events go out one at a time, in the order the changes were seen.
    func announceTimerChanges() async {
        guard let alarms = watchedAlarms, let countdowns = try? alarms.countdowns() else { return }
        timerOutbox += toldTimers.events(for: countdowns, now: alarms.clock.now)
        guard !sendingTimerEvents else { return }
        sendingTimerEvents = true
        while !timerOutbox.isEmpty {
            let event = timerOutbox.removeFirst()
            for send in subscribers.values { await send(event) }
        }
        sendingTimerEvents = false
    }

    // MARK: Speech

    /// Speaks `text` with the configured voice, or `voice` (an eSpeak NG voice name); 16 kHz mono.
    public func synthesize(_ text: String, voice: String?) async throws -> [Int16] {
        var voiceSettings = settings.voiceSettings
        if let voice, !voice.isEmpty { voiceSettings.voice = voice }
        return try await synthesizer.synthesize(text, settings: voiceSettings)
    }

    /// Hears one utterance of `source` on the listening pipeline: with the grammar of the question
    /// conversation `id` (or the only waiting one) asks, else the command grammar.
    func hear(_ source: PushedAudio, conversationID: String?) async throws -> (HeardUtterance?, answering: String?) {
        let awaited = await awaitedRequest(conversationID: conversationID)
        let utterance = try await withCheckedThrowingContinuation { reply in
            submit(.hear(source, answering: awaited?.request, reply: reply))
        }
        if let utterance, !utterance.text.isEmpty, awaited == nil {
            // Kept a minute, and at most a few dozen: a client that only transcribes never hands them back.
            let now = ContinuousClock.now
            heard.removeAll { $0.at.duration(to: now) > .seconds(60) }
            heard.append((utterance.text, utterance.hearing, now))
            if heard.count > 32 { heard.removeFirst(heard.count - 32) }
        }
        return (utterance, awaited?.id)
    }

    /// Spots wake phrases in `source` on the listening pipeline, calling `found` for each.
    func spot(_ source: PushedAudio, found: @escaping @Sendable (SpottedWakePhrase) async -> Void) async throws -> Int {
        try await withCheckedThrowingContinuation { reply in
            submit(.spot(source, found: found, reply: reply))
        }
    }

    private func submit(_ job: ListeningJob) {
        guard !closed else { return job.fail(WyomingStopping()) }
        if let waiter = jobWaiter {
            jobWaiter = nil
            waiter.resume(returning: job)
        } else {
            jobs.append(job)
        }
    }

    /// The next job for the listening pipeline; nil once the hub has closed.
    func nextJob() async -> ListeningJob? {
        if !jobs.isEmpty { return jobs.removeFirst() }
        if closed { return nil }
        return await withCheckedContinuation { jobWaiter = $0 }
    }

    /// Stops taking work: queued jobs fail, the listening pipeline's and the lifecycles' loops end.
    func close() async {
        closed = true
        for job in jobs { job.fail(WyomingStopping()) }
        jobs = []
        jobWaiter?.resume(returning: nil)
        jobWaiter = nil
        startWaiter?.resume(returning: nil)
        startWaiter = nil
        for conversation in conversations.values { await conversation.answer(nil) }
    }
}
