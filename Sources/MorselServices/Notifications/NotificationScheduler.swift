import Foundation
import Logging
import MorselCore
import MorselData
import ServiceLifecycle

/// Plans and sends notifications, on every instance at once. Each tick plans what has come
/// due (a meal reminder, the day's summary, a household change), each under a key naming what
/// it is for, so however many instances plan it, it is made once; then claims what is due,
/// one instance per notification, and sends it. A failed send is tried again after 1, 5, 30
/// and 120 minutes, then given up, as Settings shows.
public struct NotificationScheduler: Sendable {
    package let store: DatabaseStore
    package let clock: AppClock
    package let notifications: NotificationRepository
    package let sender: NotificationSender
    package let coaching: Coaching

    package init(
        store: DatabaseStore, clock: AppClock, notifications: NotificationRepository, sender: NotificationSender,
        coaching: Coaching
    ) {
        self.store = store
        self.clock = clock
        self.notifications = notifications
        self.sender = sender
        self.coaching = coaching
    }

    /// The wait after each failed try before the next; one more failure gives up.
    package static let retryAfter: [TimeInterval] = [60, 300, 1800, 7200]
    /// A household change is told once nothing more has changed for this long, so a morning
    /// of planning is one notification.
    package static let quietPeriod: TimeInterval = 120
    /// Changes older than this are not told (the person turned the notification on later).
    package static let changeHorizon: TimeInterval = 3600

    public func tick() async throws {
        try await plan()
        try await send()
    }

    /// Plans whatever has come due for each person with a notification target.
    package func plan() async throws {
        let now = clock.now()
        let targets = try await notifications.allTargets()
        let accounts = try await store.rows(
            """
            SELECT \(unsafeRaw: UserRow.Column.joinedAccount) FROM notification_targets t JOIN users u ON u.id = t.user_id
            """
        ).map(UserRow.account)
        for account in accounts {
            guard let target = targets[account.id] else { continue }
            let userID = account.id
            let today = MealDate(now, in: account.timeZone)
            let time = TimeOfDay(now, in: account.timeZone)
            if target.mealReminder, let reminder = account.goals.reminderTime, account.goals.notificationsEnabled,
                time >= reminder,
                try await mealCount(userID, on: today) == 0
            {
                try await notifications.plan(
                    key: "reminder:\(userID):\(today.iso)", userID: userID, kind: "reminder",
                    title: "Time to log a meal",
                    message: "Nothing is logged yet today. Log what you ate in Morsel.",
                    data: Self.json(["date": today.iso, "reminderTime": reminder.description]), due: now)
            }
            if target.daySummary, time >= target.summaryTime {
                try await planSummary(account, on: today, now: now)
            }
            if target.householdChanges, let householdID = account.householdID {
                try await planHouseholdChanges(userID, householdID, now: now)
            }
            if target.checkIn, account.goals.plan.isSteering {
                try await planCheckIn(account, today: today, now: now)
            }
        }
    }

    private func mealCount(_ userID: UUID, on date: MealDate) async throws -> Int {
        try await store.row(
            "SELECT COUNT(*) AS meals FROM meals WHERE user_id = \(bind: userID) AND date = \(bind: date.iso)")?.int(
                "meals") ?? 0
    }

    private func planSummary(_ account: Account, on date: MealDate, now: Date) async throws {
        guard
            let totals = try await store.row(
                """
                SELECT COUNT(*) AS meals, CAST(COALESCE(SUM(calories), 0) AS BIGINT) AS calories, COALESCE(SUM(protein), 0) AS protein,
                COALESCE(SUM(fat), 0) AS fat, COALESCE(SUM(carbs), 0) AS carbs FROM meals WHERE user_id = \(bind: account.id) AND date = \(bind: date.iso)
                """)
        else { return }
        let meals = try totals.int("meals")
        let calories = try totals.int("calories")
        let protein = try totals.double("protein")
        let fat = try totals.double("fat")
        let carbs = try totals.double("carbs")
        let goal = account.goals.dailyCalories
        let left = goal - calories
        let message =
            "\(meals) meal\(meals == 1 ? "" : "s"); protein \(Int(protein.rounded())) g, fat \(Int(fat.rounded())) g, carbs \(Int(carbs.rounded())) g. "
            + (left >= 0 ? "\(left) kcal under your goal." : "\(-left) kcal over your goal.")
        try await notifications.plan(
            key: "summary:\(account.id):\(date.iso)", userID: account.id, kind: "summary",
            title: "Your day: \(calories) of \(goal) kcal", message: message,
            data: Self.json([
                "date": date.iso, "meals": meals, "calories": calories, "calorieGoal": goal,
                "protein": protein, "fat": fat, "carbs": carbs,
            ]), due: now)
    }

    /// This week's check-in, once its day has come: made if no page made it first, and told once.
    private func planCheckIn(_ account: Account, today: MealDate, now: Date) async throws {
        let day = account.goals.plan.checkInDate(onOrBefore: today)
        let key = "check-in:\(account.id):\(day.iso)"
        guard try await store.row("SELECT 1 AS planned FROM notification_deliveries WHERE key = \(bind: key)") == nil
        else { return }
        guard
            let checkIn = try await coaching.standing(
                userID: account.id, goals: account.goals, timeZone: account.timeZone
            ).pending, checkIn.date == day
        else { return }
        try await notifications.plan(
            key: key, userID: account.id, kind: "check-in",
            title: "Your check-in: \(checkIn.target.grouped) kcal a day",
            message: checkIn.reason + " Accept it or keep your own target in Morsel.",
            data: Self.json([
                "date": day.iso, "target": checkIn.target, "previousTarget": checkIn.previousTarget,
                "expenditure": checkIn.estimate.shownKcal, "protein": checkIn.protein, "fat": checkIn.fat,
                "carbs": checkIn.carbs,
            ]), due: now)
    }

    private func planHouseholdChanges(_ userID: UUID, _ householdID: UUID, now: Date) async throws {
        guard
            let row = try await store.row(
                """
                SELECT plan_changed_at, grocery_changed_at, plan_changed_by, grocery_changed_by FROM households WHERE id = \(bind: householdID)
                """)
        else { return }
        for change in HouseholdChange.allCases {
            // The person who made the change knows of it.
            guard try row.optional(change.byColumn.rawValue, row.uuid) != userID,
                let changedAt = try row.optional(change.column.rawValue, row.date),
                changedAt <= now.addingTimeInterval(-Self.quietPeriod),
                changedAt > now.addingTimeInterval(-Self.changeHorizon)
            else { continue }
            let (title, message) =
                change == .plan
                ? ("The week's plan changed", "Someone in your household changed the plan. See it in Morsel.")
                : ("The grocery list changed", "Someone in your household changed the grocery list. See it in Morsel.")
            try await notifications.plan(
                key: "\(change.rawValue):\(userID):\(Int(changedAt.timeIntervalSince1970 * 1000))", userID: userID,
                kind: change.rawValue, title: title, message: message,
                data: Self.json(["changedAt": ISO8601DateFormatter().string(from: changedAt)]), due: now)
        }
    }

    /// Claims what is due, one notification at a time, and sends it, until nothing due is
    /// left unclaimed; with `only`, that one notification alone (a test from Settings).
    package func send(only id: UUID? = nil) async throws {
        while let claim = try await notifications.claimNext(id: id) {
            try await deliver(claim)
            if id != nil { return }
        }
    }

    /// Sends a claimed notification and marks how it went; a failure to mark it sent is not a
    /// failure to send it (that would send it again).
    private func deliver(_ claim: NotificationRepository.Claim) async throws {
        guard let target = claim.target else {
            try await notifications.markFailed(claim, error: "There is no notification target any more.", retryAt: nil)
            return
        }
        let failure: String?
        do {
            try await sender.send(claim.notice, to: target, at: clock.now())
            failure = nil
        } catch {
            failure = "\(error)"
        }
        guard let failure else {
            try await notifications.markSent(claim)
            return
        }
        let failures = claim.notice.attempts + 1
        let retryAt =
            failures <= Self.retryAfter.count ? clock.now().addingTimeInterval(Self.retryAfter[failures - 1]) : nil
        try await notifications.markFailed(claim, error: failure, retryAt: retryAt)
    }

    package static func json(_ object: [String: Any]) -> String {
        String(
            decoding: (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8),
            as: UTF8.self)
    }
}

/// Runs the scheduler every `interval` while the app runs; a graceful shutdown lets the tick
/// under way finish, so nothing claimed is left half sent.
package struct NotificationService: Service {
    package let scheduler: NotificationScheduler
    package let interval: Duration
    package let logger: Logger

    package init(scheduler: NotificationScheduler, interval: Duration, logger: Logger) {
        self.scheduler = scheduler
        self.interval = interval
        self.logger = logger
    }

    package static func ticksPerHour(_ interval: Duration) -> Int {
        max(1, Int(3600 / max(1, interval.components.seconds)))
    }

    package func run() async throws {
        var ticks = 0
        while await !Task.isShuttingDownGracefully, !Task.isCancelled {
            do {
                try await scheduler.tick()
                // About hourly: notifications sent or given up a month ago are forgotten.
                if ticks % Self.ticksPerHour(interval) == 0 { try await scheduler.notifications.forgetOld() }
                ticks += 1
            } catch {
                logger.error(
                    "Notifications could not be planned or sent", metadata: ["error": "\(String(reflecting: error))"])
            }
            try? await cancelWhenGracefulShutdown { try await Task.sleep(for: interval) }
        }
    }
}
