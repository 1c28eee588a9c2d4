import Foundation
import MorselCore
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

@Suite("Routes are declared once and build their own links")
struct RouteTests {
    @Test("parameters are substituted in order")
    func substitution() {
        #expect(Route.meal.path("abc") == "/meals/abc")
        #expect(Route.day.path("2025-03-10") == "/days/2025-03-10")
        #expect(Route.API.photo.path("x") == "/api/v1/meals/x/photo")
        #expect(Route.userHousehold.path("x") == "/settings/users/x/household")
        #expect(Route.today.path() == "/")
        #expect(Route.asset("app.css") == "/static/app.css")
    }

    @Test("ids and days are typed; query strings leave out what is absent and encode every value")
    func typedLinks() {
        let id = UUID(uuidString: "2F1C5A3E-0000-4000-8000-000000000001")!
        #expect(Route.meal.path(id) == "/meals/2F1C5A3E-0000-4000-8000-000000000001")
        #expect(Route.day.path(MealDate(iso: "2025-03-10")!) == "/days/2025-03-10")
        #expect(
            Route.recipes.path(query: ["q": "fish & chips/peas", "category": nil, "area": "", "page": "2"])
                == "/recipes?q=fish%20%26%20chips%2Fpeas&page=2")
        #expect(Route.recipes.path(query: ["q": "crème brûlée"]) == "/recipes?q=cr%C3%A8me%20br%C3%BBl%C3%A9e")
        #expect(Route.meals.path(query: ["page": nil]) == "/meals")
        #expect(Route.plan(week: PlanWeek(year: 2025, week: 11)!) == "/plan?week=2025-W11")
        #expect(Route.calendarFeed.path("cal_x") == "/calendar/cal_x.ics", "text after the secret, in its segment")
    }
}

@Suite("HTML escaping")
struct HTMLNodeTests {
    @Test("text and attribute values are escaped; raw markup is not")
    func escaping() {
        let node = div(.class("a\"b"), .data("x", "<y>")) {
            text("<script>alert('x') & more</script>")
            raw("<br>")
        }
        #expect(
            node.render()
                == #"<div class="a&quot;b" data-x="&lt;y&gt;">&lt;script&gt;alert(&#39;x&#39;) &amp; more&lt;/script&gt;<br></div>"#
        )
    }

    @Test("escaping keeps every other character, of any width, between and around the escaped ones")
    func escapingAmongOtherCharacters() {
        let escaped = "Crème &lt;brûlée&gt; &amp; &quot;tea&quot; for 2&#39;s 🍮"
        #expect(HTMLNode.escape("Crème <brûlée> & \"tea\" for 2's 🍮") == escaped)
        #expect(
            HTMLNode.escape("plain") == "plain" && HTMLNode.escape("<") == "&lt;"
                && HTMLNode.escape("&&") == "&amp;&amp;")
        #expect(p(.title("<🍮>")) { "🍮 & <b>" }.render() == #"<p title="&lt;🍮&gt;">🍮 &amp; &lt;b&gt;</p>"#)
    }

    @Test("boolean attributes appear only when on")
    func flags() {
        #expect(input(.type("radio"), .flag("checked", true)).render() == #"<input type="radio" checked>"#)
        #expect(input(.type("radio"), .flag("checked", false)).render() == #"<input type="radio">"#)
    }
}
