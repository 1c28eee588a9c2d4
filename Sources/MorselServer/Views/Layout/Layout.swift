import MorselCore

/// The frame around every page: head, skip link, navigation, notices, main content.
enum Layout {
    static func page(_ context: PageContext, title: String, @HTMLBuilder content: () -> HTMLNode) -> String {
        let document: HTMLNode = group([
            raw("<!DOCTYPE html>"),
            html(.init("lang", "en")) {
                head {
                    meta(.init("charset", "utf-8"))
                    meta(.name("viewport"), .content("width=device-width, initial-scale=1"))
                    meta(.name("color-scheme"), .content("light dark"))
                    titleElement("\(title) · Morsel")
                    link(.rel("stylesheet"), .href(Route.asset("app.css")))
                    link(.rel("icon"), .href(Route.asset("icon.svg")), .type("image/svg+xml"))
                    script(.src(Route.asset("app.js")), .defer_)
                }
                body {
                    a(.class("skip-link"), .href("#main")) { "Skip to content" }
                    siteHeader(context)
                    main(.id("main"), .init("tabindex", "-1")) {
                        notices(context.notices)
                        content()
                    }
                }
            },
        ])
        return document.render()
    }

    private static func siteHeader(_ context: PageContext) -> HTMLNode {
        header(.class("site-header")) {
            a(.class("brand"), .href(Route.today.path())) {
                img(.src(Route.asset("icon.svg")), .alt(""), .width(28), .height(28))
                "Morsel"
            }
            if context.username != nil {
                nav(.aria("label", "Main")) {
                    navLink("Today", Route.today.path(), current: context.section == .today)
                    navLink("All meals", Route.meals.path(), current: context.section == .meals)
                    navLink("Categories", Route.categories.path(), current: context.section == .categories)
                    navLink("Recipes", Route.recipes.path(), current: context.section == .recipes)
                    navLink("Plan", Route.plan.path(), current: context.section == .plan)
                    navLink("Shopping", Route.grocery.path(), current: context.section == .grocery)
                    navLink("Settings", Route.settings.path(), current: context.section == .settings)
                }
                form(.class("sign-out"), .post, .action(Route.signOut.path())) {
                    csrfField(context)
                    button(.type("submit"), .class("link-button")) { "Sign out" }
                }
            }
        }
    }

    private static func navLink(_ caption: String, _ href: String, current: Bool) -> HTMLNode {
        a(.href(href), current ? .aria("current", "page") : .init("", nil)) { text(caption) }
    }

    static func notices(_ notices: [PageContext.Notice]) -> HTMLNode {
        group(notices.map { notice in
            p(.class("notice notice-\(notice.kind.rawValue)"), .role(notice.kind == .error ? "alert" : "status")) { text(notice.text) }
        })
    }

    /// The hidden field every state-changing form carries.
    static func csrfField(_ context: PageContext) -> HTMLNode {
        guard let token = context.csrfToken else { return .empty }
        return input(.type("hidden"), .name("_csrf"), .value(token))
    }
}
