import Foundation

/// A row of `openid_logins`: one sign-in with the OpenID provider under way, found by the hash
/// of its `state` and bound to the browser that began it (the hash of a cookie's secret).
package enum OpenIDLoginRow {
    package enum Column: String, TableColumn {
        case id
        case stateHash = "state_hash"
        case browserHash = "browser_hash"
        case nonce
        case codeVerifier = "code_verifier"
        case linkUserID = "link_user_id"
        case createdAt = "created_at"

        package var type: ColumnType {
            switch self {
            case .id, .linkUserID: .id
            case .stateHash, .browserHash, .nonce, .codeVerifier: .text
            case .createdAt: .time
            }
        }

        package static let table = "openid_logins"
        package static let list = columnList()
    }
}
