import Foundation
import MorselCore

/// A notification target as sent by a form or the API, checked before anything is saved.
public struct NotificationTargetInput: Sendable {
    public var kind: String?
    public var url: String?
    public var token: String?
    public var mealReminder: Bool?
    public var daySummary: Bool?
    public var householdChanges: Bool?
    public var checkIn: Bool?
    public var summaryTime: String?

    public init(
        kind: String?, url: String?, token: String? = nil, mealReminder: Bool? = nil, daySummary: Bool? = nil,
        householdChanges: Bool? = nil, checkIn: Bool? = nil, summaryTime: String? = nil
    ) {
        self.kind = kind
        self.url = url
        self.token = token
        self.mealReminder = mealReminder
        self.daySummary = daySummary
        self.householdChanges = householdChanges
        self.checkIn = checkIn
        self.summaryTime = summaryTime
    }

    /// The target, or every field's problem at once.
    public func validated() throws -> NotificationTarget {
        var errors: [FieldError] = []
        let kind = NotificationTarget.Kind(rawValue: (kind ?? "").trimmingCharacters(in: .whitespaces).lowercased())
        if kind == nil {
            errors.append(FieldError(field: "kind", message: "Choose where to send: ntfy, gotify or webhook."))
        }
        let url = (url ?? "").trimmingCharacters(in: .whitespaces)
        if let parsed = URL(string: url), let scheme = parsed.scheme?.lowercased(), ["http", "https"].contains(scheme),
            parsed.host?.isEmpty == false,
            url.count <= 2000
        {
        } else {
            errors.append(
                FieldError(
                    field: "url", message: "Give an http:// or https:// address, such as https://ntfy.sh/my-meals."))
        }
        // ntfy's address is the server and the topic; the server alone answers 400 to a message.
        if kind == .ntfy, let parsed = URLComponents(string: url), parsed.host?.isEmpty == false,
            parsed.path.split(separator: "/").isEmpty
        {
            errors.append(
                FieldError(
                    field: "url",
                    message:
                        "Add the topic: an ntfy address is the server and the topic, such as https://ntfy.sh/my-meals.")
            )
        }
        let token = token?.trimmingCharacters(in: .whitespaces).nilIfEmpty
        if url.lowercased().contains("token=") {
            // The address is shown in Settings and the API; a token is never.
            errors.append(FieldError(field: "url", message: "Put the token in the token field, not in the address."))
        } else if kind == .gotify && token == nil {
            errors.append(FieldError(field: "token", message: "Gotify needs the application's token."))
        }
        if let token, token.count > 500 || token.contains(where: \.isNewline) {
            errors.append(
                FieldError(field: "token", message: "That token cannot be right: one line, at most 500 characters."))
        }
        var time = NotificationTarget.defaultSummaryTime
        if let text = summaryTime?.trimmingCharacters(in: .whitespaces), !text.isEmpty {
            if let read = TimeOfDay(text) {
                time = read
            } else {
                errors.append(FieldError(field: "summaryTime", message: "Give the time as HH:MM, such as 21:00."))
            }
        }
        guard errors.isEmpty, let kind else { throw DomainError.invalid(ValidationFailure(errors)) }
        return NotificationTarget(
            kind: kind, url: url, token: token, mealReminder: mealReminder ?? true, daySummary: daySummary ?? false,
            householdChanges: householdChanges ?? false, checkIn: checkIn ?? false, summaryTime: time)
    }
}
