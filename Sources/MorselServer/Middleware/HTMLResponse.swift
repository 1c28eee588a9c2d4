import Hummingbird
import MorselData
import MorselServices

/// Responses for browsers.
enum HTMLResponse {
    /// A rendered page; given the request, it also clears a flash notice the page has shown.
    static func page(_ html: String, status: HTTPResponse.Status = .ok, request: Request? = nil) -> Response {
        var response = Response(
            status: status,
            headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
            body: .init(byteBuffer: ByteBuffer(string: html)))
        if let request, FlashNotice.read(request) != nil { FlashNotice.clear(on: &response) }
        return response
    }

    /// After a successful POST: go to `location` (303 See Other), optionally with a one-off notice.
    static func redirect(to location: String, notice: PageContext.Notice? = nil) -> Response {
        var response = Response.redirect(to: location, type: .normal)
        if let notice { FlashNotice.set(notice, on: &response) }
        return response
    }
}
