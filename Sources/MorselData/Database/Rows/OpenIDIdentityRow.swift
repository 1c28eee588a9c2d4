import Foundation

/// A row of `openid_identities`: a person linked to who an OpenID provider says they are.
/// No subject yet: an administrator linked the account ahead, to the verified email it waits for.
package enum OpenIDIdentityRow {
    package enum Column: String, TableColumn {
        case id
        case userID = "user_id"
        case issuer, subject, email
        case createdAt = "created_at"
        case lastSignedInAt = "last_signed_in_at"

        package var type: ColumnType {
            switch self {
            case .id, .userID: .id
            case .issuer, .subject, .email: .text
            case .createdAt, .lastSignedInAt: .time
            }
        }

        package static let table = "openid_identities"
        package static let list = columnList()
    }
}
