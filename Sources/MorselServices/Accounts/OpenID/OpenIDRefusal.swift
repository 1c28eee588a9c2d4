import MorselCore
import MorselData

/// Why a sign-in with the OpenID provider was refused, in words for the person: nothing is
/// created or signed in when one is thrown.
package enum OpenIDRefusal {
    package static func refused(_ why: String) -> DomainError {
        .forbidden("Sign-in refused: \(why) Nothing was changed; start again from the sign-in page.")
    }

    package static func unreachable(_ why: String) -> DomainError {
        .unavailable("The sign-in service cannot be reached: \(why) Try again in a moment, or ask the administrator.")
    }
}
