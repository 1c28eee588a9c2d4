import MorselCore
import MorselData
import MorselServices

extension ImportPage {
    func render() -> String {
        Layout.page(context, title: "Import") {
            h1 { "Import" }
            if let report { summary(report.source, report.report) }
            section(.class("card"), .aria("labelledby", "file-heading")) {
                h2(.id("file-heading")) { "From another app" }
                p(.class("subtle")) {
                    "Recipes become your own, their ingredients read and their nutrition worked out from USDA data; diaries become journal entries. "
                    "Importing the same file again adds nothing twice: what changed is updated, your corrections kept."
                }
                form(.post, .action(Route.importPage.path()), .multipart) {
                    Layout.csrfField(context)
                    div(.class(fieldClass(errors, "source"))) {
                        label(.for("source")) { "The app it comes from" }
                        select(.id("source"), .name("source"), .required) {
                            group(
                                ImportSource.allCases.map { source in
                                    option(.value(source.rawValue), .flag("selected", source == self.source)) {
                                        text("\(source.title): \(source.fileDescription)")
                                    }
                                })
                        }
                        fieldError(errors, "source")
                    }
                    div(.class(fieldClass(errors, "file"))) {
                        label(.for("file")) { "Export file" }
                        input(
                            .type("file"), .id("file"), .name("file"), .required,
                            .accept(".zip,.json,.csv,.paprikarecipes"),
                            .aria("describedby", "file-help"))
                        p(.class("subtle"), .id("file-help")) { text("At most \(FileImport.maxFileSize >> 20) MB.") }
                        fieldError(errors, "file")
                    }
                    label(.class("check")) {
                        input(.type("checkbox"), .name("dryRun"), .value("true"), .flag("checked", dryRun))
                        " Only check the file: save nothing"
                    }
                    div(.class("actions")) { button(.type("submit"), .class("button")) { "Import" } }
                }
            }
            section(.class("card"), .aria("labelledby", "page-heading")) {
                h2(.id("page-heading")) { "A recipe from its web page" }
                form(.method("get"), .action(Route.importRecipePage.path())) {
                    formField(
                        "url", caption: "Recipe address", value: "", errors: nil, type: "url",
                        attributes: [.required, .placeholder("https://…"), .autocomplete("url")])
                    div(.class("actions")) { button(.type("submit"), .class("button secondary")) { "Read the page" } }
                }
            }
        }
    }

    private func summary(_ source: ImportSource, _ report: ImportReport) -> HTMLNode {
        let holdsRecipes = ![ImportSource.myfitnesspal, .cronometer].contains(source)
        return section(.class("card import-summary"), .role("status"), .aria("labelledby", "summary-heading")) {
            h2(.id("summary-heading")) {
                text(dryRun ? "\(source.title): what would happen" : "\(source.title): imported")
            }
            p { text(report.summary + (dryRun ? ". Nothing was saved." : ".")) }
            if !report.skipped.isEmpty {
                h3 { "Skipped" }
                ul(.class("skipped")) {
                    group(
                        report.skipped.map { item in
                            guard case .skipped(let reason) = item.outcome else { return text("") }
                            return li {
                                strong { text(item.name) }
                                text(": \(reason)")
                            }
                        })
                }
            }
            if !dryRun, report.imported + report.updated > 0 {
                p {
                    a(.href(holdsRecipes ? Route.recipes.path() : Route.meals.path())) {
                        text(holdsRecipes ? "See your recipes" : "See your journal")
                    }
                }
            }
        }
    }
}
