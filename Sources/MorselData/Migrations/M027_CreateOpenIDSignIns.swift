import FluentKit

/// 027: sign-in with an OpenID Connect provider. `openid_identities` links a person to who the
/// provider says they are (issuer and subject); one an administrator set up ahead carries the
/// email it waits for and no subject yet. `openid_logins` holds each sign-in under way (its
/// state, nonce and PKCE verifier) for the few minutes until the provider sends the person back.
package struct M027_CreateOpenIDSignIns: MorselMigration {
    package func prepare(on database: any Database) async throws {
        try await database.schema("openid_identities")
            .id()
            .field("user_id", .uuid, .required, .references("users", "id", onDelete: .cascade))
            .field("issuer", .string, .required)
            .field("subject", .string)
            .field("email", .string)
            .field("created_at", .datetime, .required)
            .field("last_signed_in_at", .datetime)
            .unique(on: "issuer", "subject")
            .unique(on: "user_id", "issuer")
            .create()
        try await database.schema("openid_logins")
            .id()
            .field("state_hash", .string, .required)
            .field("browser_hash", .string, .required)
            .field("nonce", .string, .required)
            .field("code_verifier", .string, .required)
            .field("link_user_id", .uuid, .references("users", "id", onDelete: .cascade))
            .field("created_at", .datetime, .required)
            .unique(on: "state_hash")
            .create()
    }

    package func revert(on database: any Database) async throws {
        try await database.schema("openid_logins").delete()
        try await database.schema("openid_identities").delete()
    }
}
