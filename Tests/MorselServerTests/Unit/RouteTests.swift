import Testing
@testable import MorselServer

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
}

@Suite("HTML escaping")
struct HTMLNodeTests {
    @Test("text and attribute values are escaped; raw markup is not")
    func escaping() {
        let node = div(.class("a\"b"), .data("x", "<y>")) {
            text("<script>alert('x') & more</script>")
            raw("<br>")
        }
        #expect(node.render() == #"<div class="a&quot;b" data-x="&lt;y&gt;">&lt;script&gt;alert(&#39;x&#39;) &amp; more&lt;/script&gt;<br></div>"#)
    }

    @Test("boolean attributes appear only when on")
    func flags() {
        #expect(input(.type("radio"), .flag("checked", true)).render() == #"<input type="radio" checked>"#)
        #expect(input(.type("radio"), .flag("checked", false)).render() == #"<input type="radio">"#)
    }
}
