import Foundation
import Hummingbird
import MCP
import MorselData
import MorselServices

/// `/mcp`: the Model Context Protocol's Streamable HTTP transport, behind a personal access
/// token (`Authorization: Bearer`), scoped to its owner exactly as the API is. Stateless: each
/// POST is answered with its JSON-RPC response as JSON, by a server made for that request and
/// that person (``MorselMCP``); GET (a stream of the server's own messages) and DELETE (ending
/// a session) are 405, as the transport allows for a server that sends nothing unasked.
struct MCPController: Sendable {
    let services: AppServices

    /// The largest JSON-RPC message read.
    static let maxBody = 1 << 20

    func addRoutes(to router: RouterGroup<SignedInContext>) {
        for method in [HTTPRequest.Method.post, .get, .delete] {
            router.on(.init(Route.mcp.pattern), method: method, use: handle)
        }
    }

    @Sendable func handle(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await request.body.collect(upTo: Self.maxBody)
        var headers: [String: String] = [:]
        for field in request.headers { headers[field.name.canonicalName] = field.value }
        let site = RequestValues.site(request, configuration: services.configuration)
        let message = MCP.HTTPRequest(
            method: request.method.rawValue, headers: headers, body: Data(buffer: body), path: request.uri.path)
        let transport = StatelessHTTPServerTransport(
            validationPipeline: StandardValidationPipeline(validators: [
                // The token already keeps out other sites' pages; an Origin, when a browser sends
                // one, must still be this site's (DNS rebinding).
                OriginValidator(allowedHosts: [], allowedOrigins: [site, "http://localhost:*", "http://127.0.0.1:*"]),
                AcceptHeaderValidator(mode: .jsonOnly), ContentTypeValidator(), ProtocolVersionValidator(),
            ]))
        let server = await MorselMCP.server(for: user, services: services, site: site, logger: context.logger)
        try await server.start(transport: transport)
        let answer = await transport.handleRequest(message)
        await server.stop()
        var fields = HTTPFields()
        for (name, value) in answer.headers {
            if let name = HTTPFields.Element.Name(name) { fields[name] = value }
        }
        return Response(
            status: .init(code: answer.statusCode), headers: fields,
            body: .init(byteBuffer: ByteBuffer(data: answer.bodyData ?? Data())))
    }
}
