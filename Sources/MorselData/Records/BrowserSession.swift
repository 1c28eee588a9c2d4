import Foundation

/// A signed-in browser: its stored id and the token its forms carry.
public struct BrowserSession: Sendable {
    public let id: UUID
    public let csrfToken: String

    public init(id: UUID, csrfToken: String) {
        self.id = id
        self.csrfToken = csrfToken
    }
}
