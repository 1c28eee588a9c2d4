import Foundation

/// What an account, its settings and a household must be: the rules and their words, used
/// by the repositories that enforce them and the forms that explain them.
public enum AccountRules {
    public static let minPasswordLength = 8
    public static let maxHouseholdNameLength = 60

    /// An IANA zone the system has data for ("Europe/London", "Etc/UTC", "UTC"); not an
    /// abbreviation such as "EST", whose meaning changes with the season.
    public static func isTimeZoneName(_ name: String) -> Bool {
        TimeZone(identifier: name) != nil && (name.contains("/") || name == "UTC" || name == "GMT")
    }

    public static func usernameProblem(_ username: String) -> String? {
        if username.isEmpty { return "Username is required." }
        if username.count > 64 { return "Username must be at most 64 characters." }
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "._-"))
        if username.unicodeScalars.contains(where: { !allowed.contains($0) }) {
            return "Username may contain only letters, digits, dots, dashes and underscores."
        }
        return nil
    }

    public static func passwordProblem(_ password: String) -> String? {
        if password.count < minPasswordLength { return "Password must be at least \(minPasswordLength) characters." }
        if password.utf8.count > 72 { return "Password must be at most 72 bytes (a bcrypt limit)." }
        return nil
    }

    /// A household name as it is stored: without surrounding spaces.
    public static func householdName(_ rawName: String) -> String {
        rawName.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    public static func householdNameProblem(_ name: String) -> String? {
        if name.isEmpty { return "Household name is required." }
        if name.count > maxHouseholdNameLength {
            return "Household name must be at most \(maxHouseholdNameLength) characters."
        }
        return nil
    }
}
