import Foundation
import Hummingbird
import MorselCore
import MorselData
import MorselServices
import NIOCore

/// Settings → Import: another app's export file uploaded, imported, and what happened shown.
struct ImportWebController {
    let fileImport: FileImport
    let clock: AppClock

    func addRoutes(to router: RouterGroup<SignedInContext>) {
        router.get(.init(Route.importPage.pattern), use: show)
        router.post(.init(Route.importPage.pattern), use: upload)
    }

    @Sendable func show(_ request: Request, context: SignedInContext) async throws -> Response {
        let page = ImportPage(
            context: PageContext(request, context, section: .settings), source: nil, dryRun: false, report: nil,
            errors: nil)
        return HTMLResponse.page(page.render(), request: request)
    }

    @Sendable func upload(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form: WebForm
        do {
            form = try await WebForm.read(request, context: context, limit: FileImport.maxFileSize + 64 * 1024)
        } catch is NIOTooManyBytesError {
            throw DomainError.tooLarge("An import file may be at most \(FileImport.maxFileSize >> 20) MB.")
        }
        let source = form["source"].flatMap(ImportSource.init(rawValue:))
        let dryRun = form["dryRun"] == "true"
        let pageContext = PageContext(request, context, section: .settings)
        do {
            guard let source else { throw DomainError.invalid("source", "Choose the app the file comes from.") }
            guard let file = form.files["file"], !file.data.isEmpty else {
                throw DomainError.invalid("file", "Choose the export file to import.")
            }
            let report = try await fileImport.run(
                source, data: file.data, ownerID: user.id, today: clock.today(for: user), dryRun: dryRun,
                weightUnit: user.goals.weightUnit)
            let page = ImportPage(
                context: pageContext, source: source, dryRun: dryRun, report: (source, report), errors: nil)
            return HTMLResponse.page(page.render(), request: request)
        } catch DomainError.invalid(let failure) {
            let page = ImportPage(context: pageContext, source: source, dryRun: dryRun, report: nil, errors: failure)
            return HTMLResponse.page(page.render(), status: .unprocessableContent)
        }
    }
}
