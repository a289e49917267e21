import Foundation
import HarkSkills

/// The fridge, freezer and pantry side by side: each item with its days left and a warning
/// that grows as it nears and passes its date, moved, used up or deleted with a tap; a form to
/// put food away by category with common foods ready to tap and the suggested shelf life filled
/// in (asked of the server, so the shelf-life rules exist once); and what can be cooked.
struct FridgePage {
    let pantry: Pantry
    let csrf: String
    /// The records' fingerprint the page is made from (``PageLayout/liveReload(since:whileEditing:)``).
    var since = ""

    func render() throws -> String {
        let guardField = "<input type=\"hidden\" name=\"csrf\" value=\"\(HTML(escaping: csrf))\">"
        let items = try pantry.items()
        var body = "<h1>Fridge</h1><div class=\"places\">"
        for place in PantryStorage.allCases {
            let here = items.filter { $0.storage == place }
            let title = place.rawValue.capitalized
            body += "<section aria-label=\"\(title)\"><h2>\(title) <span class=\"muted\">\(here.count)</span></h2>"
            if here.isEmpty {
                body += "<p class=\"muted\">Empty.</p>"
            } else {
                body += "<ul>"
                for item in here {
                    let days = pantry.daysLeft(item)
                    let urgency = PantryActions.urgency(daysLeft: days)
                    let others = PantryStorage.allCases.filter { $0 != place }
                    let options = others.map { "<option value=\"\($0.rawValue)\">\($0.rawValue.capitalized)</option>" }.joined()
                    let name = HTML(escaping: item.name)
                    body += """
                    <li class="item \(urgency.rawValue)" data-item="\(item.id)"><span><strong>\(name)</strong><br>
                    <small class="days">\(HTML(escaping: PantryActions.daysText(days)))</small></span>
                    <details><summary aria-label="Change \(name)">⋯</summary><div class="stack">
                    <form method="post" action="/fridge/\(item.id)/move" class="row">\(guardField)
                    <label for="move-\(item.id)">Move to</label><select id="move-\(item.id)" name="place">\(options)</select>
                    <button class="secondary" type="submit">Move</button></form>
                    <form method="post" action="/fridge/\(item.id)/used">\(guardField)<button class="secondary" type="submit">Used up</button></form>
                    <form method="post" action="/fridge/\(item.id)/delete">\(guardField)<button class="secondary" type="submit">Delete</button></form>
                    </div></details></li>
                    """
                }
                body += "</ul>"
            }
            body += "</section>"
        }
        body += "</div>"
        body += addForm(guardField)
        body += try cookSection()
        body += PageLayout.liveReload(since: since)
        return PageLayout.page(title: "Fridge", body: body, current: "/fridge")
    }

    private func addForm(_ guardField: String) -> String {
        var categories = ""
        var chips = ""
        for (category, foods) in ShelfLife.foodsByCategory {
            let name = category.rawValue
            categories += "<option value=\"\(HTML(escaping: name))\">\(HTML(escaping: name.capitalized))</option>"
            chips += "<div class=\"chips\" data-category=\"\(HTML(escaping: name))\" hidden>"
            chips += foods.map { "<button type=\"button\" class=\"chip secondary\" data-food=\"\(HTML(escaping: $0))\">\(HTML(escaping: $0))</button>" }.joined()
            chips += "</div>"
        }
        let places = PantryStorage.allCases.map { "<option value=\"\($0.rawValue)\">\($0.rawValue.capitalized)</option>" }.joined()
        return """
        <section aria-label="Put food away"><h2>Put food away</h2>
        <form method="post" action="/fridge/add" class="stack" id="add-food">\(guardField)
        <label for="category">Category</label>
        <select id="category">\(categories)</select>
        \(chips)
        <label for="food">Food</label>
        <input id="food" name="name" required maxlength="60" autocomplete="off" placeholder="milk, chicken, spinach…">
        <label for="place">Where</label>
        <select id="place" name="place"><option value="">Where it keeps best</option>\(places)</select>
        <label for="days">Keeps (days)</label>
        <input id="days" name="days" type="number" min="0" max="3650" inputmode="numeric">
        <p id="advice" class="muted" aria-live="polite"></p>
        <button type="submit">Add</button>
        </form></section>
        <script>
        (function () {
          var form = document.getElementById("add-food"), category = document.getElementById("category");
          var food = document.getElementById("food"), place = document.getElementById("place");
          var days = document.getElementById("days"), advice = document.getElementById("advice");
          function showChips() {
            document.querySelectorAll(".chips").forEach(function (group) { group.hidden = group.dataset.category !== category.value; });
          }
          var asked = 0;
          function suggest() {
            var ask = ++asked;
            if (!food.value.trim()) { advice.textContent = ""; return; }
            var query = "name=" + encodeURIComponent(food.value) + (place.value ? "&place=" + place.value : "");
            fetch("/api/pantry/shelf-life?" + query, { credentials: "same-origin" })
              .then(function (r) { return r.ok ? r.json() : null; })
              .then(function (s) {
                // Only the answer to the latest choice: a slow answer for an earlier place is stale.
                if (!s || ask !== asked) return;
                days.value = s.known ? s.days : "";
                days.dataset.suggested = days.value;
                advice.textContent = s.advice;
                form.dataset.place = s.place;
              });
          }
          category.addEventListener("change", showChips);
          document.querySelectorAll(".chip").forEach(function (chip) {
            chip.addEventListener("click", function () { food.value = chip.dataset.food; suggest(); });
          });
          food.addEventListener("change", suggest);
          place.addEventListener("change", suggest);
          showChips();
        })();
        </script>
        """
    }

    private func cookSection() throws -> String {
        let suggestions = try pantry.suggestions().prefix(3)
        var body = "<section aria-label=\"What can I cook\"><h2>What can I cook</h2>"
        if suggestions.isEmpty {
            body += "<p class=\"muted\">Nothing the recipes know can be made from what is here.</p>"
        } else {
            body += "<ul>"
            for suggestion in suggestions {
                let uses = suggestion.uses.map(\.name).joined(separator: ", ")
                body += "<li><span><strong>\(HTML(escaping: suggestion.recipe.name))</strong><br><small class=\"muted\">uses \(HTML(escaping: uses))</small></span></li>"
            }
            body += "</ul>"
        }
        return body + "</section>"
    }
}
