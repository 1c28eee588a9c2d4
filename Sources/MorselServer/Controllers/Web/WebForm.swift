import Foundation
import Hummingbird
import MorselCore
import MorselData
import MorselServices
import MultipartKit
import NIOCore

/// A submitted HTML form: its text fields and any uploaded files, from either
/// `application/x-www-form-urlencoded` or `multipart/form-data`.
struct WebForm: Sendable {
    struct File: Sendable {
        let filename: String
        let data: Data
    }

    private(set) var fields: [String: String] = [:]
    private(set) var files: [String: File] = [:]

    subscript(name: String) -> String? { fields[name] }

    /// What the form says for each of `Input`'s fields, by its key; a field the form does not
    /// carry stays nil (unchanged), but a switch's checkbox left unticked is sent by no
    /// browser, so it reads as off.
    func input<Input: EditableInput>(_: Input.Type = Input.self, only: [EditableField<Input, Input.Saved>]? = nil)
        -> Input
    {
        Input { field in
            // A form of some of the fields leaves the others as they are.
            if let only, !only.contains(where: { $0.key == field.key }) { return nil }
            if field.kind == .toggle { return .text(fields[field.key] == "true" ? "true" : "false") }
            return fields[field.key].map(InputValue.text)
        }
    }

    /// Reads the body, refusing more than `limit` bytes and checking the session's CSRF token
    /// (sign-in and setup forms, made before there is a session, skip that check).
    static func read(
        _ request: Request, context: some MorselRequestContext, limit: Int = 64 * 1024, checkCSRF: Bool = true
    )
        async throws -> WebForm
    {
        let body = try await request.body.collect(upTo: limit)
        let contentType = request.headers[.contentType] ?? ""
        var form = WebForm()
        if contentType.lowercased().hasPrefix("multipart/form-data") {
            guard let boundary = Self.boundary(in: contentType) else {
                throw AppError.badRequest("The form has no multipart boundary.")
            }
            try form.readMultipart(body, boundary: boundary)
        } else {
            form.fields = Self.urlEncoded(String(buffer: body))
        }
        if checkCSRF, let session = context.identity?.session {
            guard let token = form["_csrf"], SecretToken.constantTimeEquals(token, session.csrfToken) else {
                throw DomainError.forbidden("This form has expired. Go back, reload the page and try again.")
            }
        }
        return form
    }

    /// Parses `a=1&b=two+words` with percent-decoding.
    static func urlEncoded(_ text: String) -> [String: String] {
        var result: [String: String] = [:]
        for pair in text.split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            func decode(_ part: Substring) -> String {
                let spaced = part.replacingOccurrences(of: "+", with: " ")
                return spaced.removingPercentEncoding ?? spaced
            }
            let name = decode(parts[0])
            if result[name] == nil { result[name] = parts.count > 1 ? decode(parts[1]) : "" }
        }
        return result
    }

    private static func boundary(in contentType: String) -> String? {
        for parameter in contentType.split(separator: ";").dropFirst() {
            let pair = parameter.trimmingCharacters(in: .whitespaces).split(separator: "=", maxSplits: 1)
            if pair.count == 2, pair[0].lowercased() == "boundary" {
                return pair[1].trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            }
        }
        return nil
    }

    private mutating func readMultipart(_ body: ByteBuffer, boundary: String) throws {
        let parser = MultipartParser(boundary: boundary)
        var disposition = ""
        var data = Data()
        var parts: [(disposition: String, data: Data)] = []
        parser.onHeader = { name, value in
            if name.lowercased() == "content-disposition" { disposition = value }
        }
        parser.onBody = { buffer in
            data.append(contentsOf: buffer.readableBytesView)
            buffer.moveReaderIndex(forwardBy: buffer.readableBytes)
        }
        parser.onPartComplete = {
            parts.append((disposition, data))
            disposition = ""
            data = Data()
        }
        do {
            try parser.execute(body)
        } catch {
            throw AppError.badRequest("The form could not be read.")
        }
        for part in parts {
            guard let name = Self.parameter("name", in: part.disposition) else { continue }
            if let filename = Self.parameter("filename", in: part.disposition) {
                if !filename.isEmpty || !part.data.isEmpty { files[name] = File(filename: filename, data: part.data) }
            } else if fields[name] == nil {
                fields[name] = String(decoding: part.data, as: UTF8.self)
            }
        }
    }

    /// A `key="value"` parameter of a Content-Disposition header.
    private static func parameter(_ key: String, in disposition: String) -> String? {
        for item in disposition.split(separator: ";") {
            let pair = item.trimmingCharacters(in: .whitespaces).split(separator: "=", maxSplits: 1)
            if pair.count == 2, pair[0].lowercased() == key {
                return pair[1].trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            }
        }
        return nil
    }
}
