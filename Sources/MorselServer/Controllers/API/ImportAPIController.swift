import Foundation
import Hummingbird
import MorselCore
import MorselData
import MorselServices
import NIOCore
import NIOFoundationCompat

/// `POST /api/v1/import/{source}`: another app's export file as the body, imported into the
/// person's recipes or journal; `?dryRun=true` only says what would happen.
struct ImportAPIController {
    let fileImport: FileImport
    let clock: AppClock

    func addRoutes(to router: RouterGroup<SignedInContext>) {
        router.post(.init(Route.API.importFile.pattern), use: importFile)
    }

    @Sendable func importFile(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        guard let source = context.parameters.get("source").flatMap(ImportSource.init(rawValue:)) else {
            throw DomainError.notFound
        }
        let dryRun = try RequestValues.flag(request.uri.queryParameters["dryRun"].map(String.init), field: "dryRun")
        var weightUnit = user.goals.weightUnit
        if let text = request.uri.queryParameters["weightUnit"].map(String.init) {
            guard let unit = WeightUnit(text: text) else {
                throw DomainError.invalid("weightUnit", "weightUnit must be kg or lb.")
            }
            weightUnit = unit
        }
        let body: ByteBuffer
        do {
            body = try await request.body.collect(upTo: FileImport.maxFileSize)
        } catch is NIOTooManyBytesError {
            throw DomainError.tooLarge("An import file may be at most \(FileImport.maxFileSize >> 20) MB.")
        }
        guard body.readableBytes > 0 else {
            throw DomainError.invalid("file", "Send the export file as the request's body.")
        }
        let report = try await fileImport.run(
            source, data: Data(buffer: body), ownerID: user.id, today: clock.today(for: user), dryRun: dryRun,
            weightUnit: weightUnit)
        return try JSONResponse.make(ImportReportDTO(source: source, dryRun: dryRun, report: report))
    }
}
