import MorselCore
import MorselData
import MorselServices

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
                    link(.rel("apple-touch-icon"), .href(Route.asset("icon-192.png")))
                    link(.rel("manifest"), .href(Route.manifest.path()))
                    meta(.name("theme-color"), .content("#a03f0c"))
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
                mainNavigation(current: context.section)
                form(.class("sign-out"), .post, .action(Route.signOut.path())) {
                    csrfField(context)
                    button(.type("submit"), .class("link-button")) { "Sign out" }
                }
            }
        }
    }

    /// The main navigation. Phones show the four most used pages and a More menu for the
    /// rest; wide screens show every page in a row (the CSS picks, no JavaScript needed).
    private static let navigation: [(caption: String, route: Route, section: PageContext.Section, everywhere: Bool)] = [
        ("Today", .today, .today, true),
        ("All meals", .meals, .meals, false),
        ("Categories", .categories, .categories, false),
        ("Recipes", .recipes, .recipes, true),
        ("Plan", .plan, .plan, true),
        ("Shopping", .grocery, .grocery, true),
        ("Insights", .insights, .insights, false),
        ("Settings", .settings, .settings, false),
    ]

    private static func mainNavigation(current: PageContext.Section?) -> HTMLNode {
        let more = navigation.filter { !$0.everywhere }
        return nav(.class("main-nav"), .aria("label", "Main")) {
            for item in navigation {
                navLink(item.caption, item.route.path(), current: item.section == current, wideOnly: !item.everywhere)
            }
            details(.class("nav-more")) {
                summary(more.contains { $0.section == current } ? .class("has-current") : .init("", nil)) { "More" }
                div(.class("nav-menu")) {
                    for item in more {
                        navLink(item.caption, item.route.path(), current: item.section == current, wideOnly: false)
                    }
                }
            }
        }
    }

    private static func navLink(_ caption: String, _ href: String, current: Bool, wideOnly: Bool) -> HTMLNode {
        a(
            .href(href), wideOnly ? .class("wide-only") : .init("", nil),
            current ? .aria("current", "page") : .init("", nil)
        ) { text(caption) }
    }

    static func notices(_ notices: [PageContext.Notice]) -> HTMLNode {
        group(
            notices.map { notice in
                p(.class("notice notice-\(notice.kind.rawValue)"), .role(notice.kind == .error ? "alert" : "status")) {
                    text(notice.text)
                }
            })
    }

    /// The hidden field every state-changing form carries.
    static func csrfField(_ context: PageContext) -> HTMLNode {
        guard let token = context.csrfToken else { return .empty }
        return input(.type("hidden"), .name("_csrf"), .value(token))
    }
}
