import Foundation
import MorselCore
import MorselData
import Synchronization

/// What the busiest pages read and work out from a person's journal (the day page, the
/// Nutrients view, the API's nutrient report), kept under the journal's version.
///
/// The database raises a person's version, in the same transaction, whenever one of their
/// meals or saved meals is added, changed or deleted (migration 024), and each request
/// reads it with its session or token (`CurrentUser.journalVersion`). So what a request
/// is handed was worked out from that version of the journal or a later one, whichever
/// instance of Morsel wrote in between; and once a newer version is seen, what was kept for
/// older ones is dropped.
///
/// Only requests that read use it, each with the `CurrentUser` its credentials were just
/// read into: one that writes and then reads holds a version from before its own write, and
/// a long-lived one (an MCP conversation over standard input) holds one from its start.
package final class JournalCache: Sendable {
    /// What was asked of the journal, besides whose journal and which version.
    package enum Question: Hashable, Sendable {
        /// What the day page of `date` shows from the journal, `today` being the person's.
        case dayPage(date: MealDate, today: MealDate)
        /// The ``MorselCore/NutrientReport`` of a period against targets.
        case nutrients(from: MealDate, to: MealDate, targets: NutrientTargets)
        /// The Nutrients view of such a report, rendered (``NutrientsPage/content``); the
        /// period's length gives the view's span.
        case nutrientsView(from: MealDate, to: MealDate, targets: NutrientTargets)
    }

    /// One person's answers, all at one version.
    private struct Kept {
        package var version: Int
        package var answers: [Question: any Sendable] = [:]
    }

    private let people = Mutex<[UUID: Kept]>([:])
    /// Past this many answers for one person, that person's start again; past this many in
    /// all, everyone's do. A day page's answer is some 10 KB.
    package let perPersonLimit: Int
    package let limit: Int

    package init(perPersonLimit: Int = 16, limit: Int = 4_096) {
        self.perPersonLimit = perPersonLimit
        self.limit = limit
    }

    /// The answer kept for `question` at the person's version, or `make()`'s, kept from now
    /// on. Two requests asking at once may both make it; either answer is the journal at
    /// that version or later.
    package func answer<Answer: Sendable>(
        _ question: Question, userID: UUID, version: Int,
        make: () async throws -> Answer
    ) async rethrows -> Answer {
        let known = people.withLock { people -> Answer? in
            guard let kept = people[userID], kept.version == version else { return nil }
            return kept.answers[question] as? Answer
        }
        if let known { return known }
        let answer = try await make()
        people.withLock { people in
            var kept = people[userID] ?? Kept(version: version)
            // A request that read an older version than one already seen keeps nothing.
            guard kept.version <= version else { return }
            if kept.version < version { kept = Kept(version: version) }
            if kept.answers[question] == nil { // a new answer: room for it first
                if kept.answers.count >= perPersonLimit { kept.answers.removeAll() }
                people[userID] = nil
                if people.values.reduce(kept.answers.count, { $0 + $1.answers.count }) >= limit {
                    people.removeAll()
                    kept.answers.removeAll()
                }
            }
            kept.answers[question] = answer
            people[userID] = kept
        }
        return answer
    }
}
