import Foundation
import Testing

/// The web app in a real headless Chromium the size of a phone: a parent pairs it, starts and
/// finishes a feeding, steps the amount, moves the reminder, and sees what the voice does
/// appear on the open page. With `HARK_SCREENSHOTS=DIR` (`make screenshots`) each page is
/// saved there as a PNG.
@Suite(.serialized) struct BrowserTests {
    @Test func aParentPairsAPhoneAndLogsAFeedingWhileTheVoiceChangesThePage() async throws {
        try await WebServer.awayFromMidnight()
        let server = try WebServer()
        let browser = try await WebDriver()
        do {
            try await Self.walkThrough(server, browser)
        } catch {
            await browser.quit()
            throw error
        }
        await browser.quit()
        #expect(server.stop())
    }

    static func walkThrough(_ server: WebServer, _ browser: WebDriver) async throws {
        // Unpaired, the browser sees only the pairing page.
        try await browser.open(server.base)
        #expect(try await browser.title().contains("Pair"))
        try await save(browser, "pair")
        try await browser.type(try server.pairingCode(), into: "#code")
        try await browser.click("form[action='/pair'] button")
        var text = try await browser.waitForText { $0.contains("Start feeding") }
        #expect(text.contains("Start feeding") && text.contains("None logged"), "\(text)")

        // Start a feeding with a tap: the timer runs in the page.
        try await browser.click("form[action='/feedings/start'] button")
        text = try await browser.waitForText { $0.contains("Finish feeding") }
        #expect(text.contains("Finish feeding"), "\(text)")
        let first = try await browser.script("return document.getElementById('elapsed').textContent") as? String
        try await Task.sleep(for: .milliseconds(2200))
        let later = try await browser.script("return document.getElementById('elapsed').textContent") as? String
        #expect(first != nil && later != nil && first != later, "the live timer ticks: \(first ?? "-") then \(later ?? "-")")

        // Finished by voice in another process: the open page shows it by itself.
        #expect(try server.hark(["ask", "finish feeding"]).contains("remind you"))
        text = try await browser.waitForText(bound: .seconds(90)) { $0.contains("Reminder at") && $0.contains("Start feeding") }
        #expect(text.contains("Reminder at") && text.contains("Start feeding"), "the voice's change reached the open page: \(text)")

        // The stepper, one tap at a time.
        try await browser.click("button[aria-label='10 ml more']")
        text = try await browser.waitForText { $0.contains("10 ml") }
        try await browser.click("button[aria-label='10 ml more']")
        text = try await browser.waitForText { $0.contains("20 ml") }
        #expect(text.contains("20 ml"), "\(text)")
        #expect(try server.hark(["feedings"]).contains("20 ml"), "the command line reads what the page set")

        // Move the reminder with the time field; the voice then tells the new time.
        try await browser.script("document.getElementById('reminder-time').value = '23:58'")
        try await browser.click("form[action='/reminder/move'] button")
        text = try await browser.waitForText { $0.contains("11:58 PM") }
        #expect(text.contains("11:58 PM"), "\(text)")
        #expect(try server.hark(["ask", "when is the next feeding"]).contains("11:58"))
        try await save(browser, "today")
        try await save(browser, "week", of: "section[aria-label='Week']")

        // The day before, with the arrows.
        try await browser.click("a[aria-label='Previous day']")
        text = try await browser.waitForText { $0.contains("None logged") }
        #expect(text.contains("None logged") && !text.contains("Finish feeding"), "\(text)")

        try await putChickenInTheFreezer(server, browser)
        try await startAFakeCall(server, browser)
        try await startATimer(server, browser)
    }

    /// The alarms tab: a ten-minute timer with one tap, counting down on the page, and the voice hearing of it.
    static func startATimer(_ server: WebServer, _ browser: WebDriver) async throws {
        try await browser.click("nav.tabs a[href='/alarms']")
        _ = try await browser.waitForText { $0.contains("Start timer") }
        try await browser.click("form[action='/timers'] button[type='submit']")
        _ = try await browser.waitForText { $0.contains("10 minute timer") }
        let read = "return (document.querySelector('[data-ends]') || {textContent: ''}).textContent"
        let first = try await browser.script(read) as? String ?? ""
        try await Task.sleep(for: .milliseconds(2200))
        let later = try await browser.script(read) as? String ?? ""
        #expect(!first.isEmpty && first != later, "the time left counts down: \(first) then \(later)")
        #expect(try server.hark(["ask", "how much time is left"]).contains("minute"))
        try await save(browser, "alarms")
    }

    /// The calls tab: a call from the default caller in the default five minutes, with one tap.
    static func startAFakeCall(_ server: WebServer, _ browser: WebDriver) async throws {
        try await browser.click("nav.tabs a[href='/calls']")
        _ = try await browser.waitForText { $0.contains("Start a call") }
        try await browser.click("form[action='/calls/start'] button[type='submit']")
        let text = try await browser.waitForText { $0.contains("rings at") }
        #expect(text.contains("Mom rings at") && text.contains("Cancel the call"), "\(text)")
        try await save(browser, "calls")
        #expect(try server.hark(["ask", "cancel the fake call"]).lowercased().contains("cancel"))
        let after = try await browser.waitForText(bound: .seconds(30)) { $0.contains("No call is waiting") }
        #expect(after.contains("No call is waiting"), "the voice's cancel reached the open page: \(after)")
    }

    /// The fridge tab: a category, a common food tapped, the suggested shelf life following the
    /// place chosen, and the food added where it was put.
    static func putChickenInTheFreezer(_ server: WebServer, _ browser: WebDriver) async throws {
        try await browser.click("nav.tabs a[href='/fridge']")
        _ = try await browser.waitForText { $0.contains("Put food away") }
        try await browser.script("var c = document.getElementById('category'); c.value = 'poultry'; c.dispatchEvent(new Event('change'));")
        try await browser.click("button.chip[data-food='chicken']")
        let suggested = try await days(browser) { !$0.isEmpty }
        try await browser.script("var p = document.getElementById('place'); p.value = 'fridge'; p.dispatchEvent(new Event('change'));")
        let fridge = try await days(browser) { $0 == suggested }
        try await browser.script("var p = document.getElementById('place'); p.value = 'freezer'; p.dispatchEvent(new Event('change'));")
        let freezer = try await days(browser) { $0 != fridge }
        #expect((Int(freezer) ?? 0) > (Int(fridge) ?? .max), "the shelf life follows the place: fridge \(fridge), freezer \(freezer)")
        let advice = try await browser.script("return document.getElementById('advice').textContent") as? String ?? ""
        #expect(advice.contains("freezer"), "\(advice)")
        try await browser.click("#add-food button[type='submit']")
        let inFreezer = "return (document.querySelector(\"section[aria-label='Freezer']\") || {innerText: ''}).innerText"
        // Generous: on a loaded machine the post and the page after it can take long; a pass is not slowed.
        let deadline = ContinuousClock.now + .seconds(90)
        var shown = ""
        while ContinuousClock.now < deadline, !shown.contains("chicken") {
            shown = (try? await browser.script(inFreezer) as? String) ?? ""
            try await Task.sleep(for: .milliseconds(200))
        }
        #expect(shown.contains("chicken") && shown.contains("days left"), "\(shown)")
        let listed = try server.hark(["pantry", "list", "--json"])
        #expect(listed.contains("\"chicken\"") && listed.contains("\"storage\":\"freezer\""), "\(listed)")
        try await save(browser, "fridge")
    }

    /// The shelf-life field's value once `done` holds (up to 60 s).
    static func days(_ browser: WebDriver, _ done: (String) -> Bool) async throws -> String {
        let deadline = ContinuousClock.now + .seconds(60)
        var value = ""
        while ContinuousClock.now < deadline {
            value = (try? await browser.script("return document.getElementById('days').value") as? String) ?? ""
            if done(value) { return value }
            try await Task.sleep(for: .milliseconds(200))
        }
        return value
    }

    /// Saves a screenshot when `HARK_SCREENSHOTS` names a directory.
    static func save(_ browser: WebDriver, _ name: String, of element: String? = nil) async throws {
        guard let directory = ProcessInfo.processInfo.environment["HARK_SCREENSHOTS"], !directory.isEmpty else { return }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try await browser.screenshot(of: element).write(to: URL(fileURLWithPath: directory).appendingPathComponent("\(name).png"))
    }
}
