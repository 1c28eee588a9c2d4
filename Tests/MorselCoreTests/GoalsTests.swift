import Testing

@testable import MorselCore

@Suite("Goals and a day's progress")
struct GoalsTests {
    @Test("defaults: 2,000 kcal a day and 50.00 a week")
    func defaults() {
        #expect(Goals.standard.dailyCalories == 2000)
        #expect(Goals.standard.weeklyBudgetCents == 5000)
        #expect(Goals.standard.money(1250) == "$12.50")
    }

    @Test("changes are validated, every problem at once, and blank clears a macro goal")
    func validation() throws {
        var goals = Goals.standard
        goals.protein = 100
        let changed = try GoalsInput(keyed: [
            "dailyCalorieGoal": .text("1800"), "proteinGoal": .text(""), "carbsGoal": .number(250),
            "weeklyBudget": .text("62,5"), "currency": .text("eur"), "notificationsEnabled": .text("true"),
            "reminderTime": .text("13:00"),
        ]).applied(to: goals)
        #expect(changed.dailyCalories == 1800)
        #expect(changed.protein == nil)
        #expect(changed.carbs == 250)
        #expect(changed.weeklyBudgetCents == 6250)
        #expect(changed.currency == "EUR")
        #expect(changed.reminderTime?.text == "13:00")
        #expect(changed.money(1250) == "€12.50")
        do {
            _ = try GoalsInput(keyed: [
                "dailyCalorieGoal": .text("12"), "fatGoal": .text("-1"), "weeklyBudget": .text("lots"),
                "currency": .text("euro"), "reminderTime": .text("1pm"), "notificationsEnabled": .text("maybe"),
            ])
            .applied(to: goals)
            Issue.record("expected a failure")
        } catch {
            #expect(
                error.errors.map(\.field) == [
                    "dailyCalorieGoal", "fatGoal", "weeklyBudget", "currency", "notificationsEnabled", "reminderTime",
                ])
        }
    }

    @Test("progress: eaten, remaining, bars capped at full, over-goal marked")
    func progress() {
        var goals = Goals.standard
        goals.protein = 100
        let progress = GoalProgress(totals: Nutrition(calories: 2300, protein: 40, fat: 70, carbs: 200), goals: goals)
        #expect(progress.rows.map(\.nutrient) == ["Calories", "Protein"])
        #expect(progress.rows[0].remaining == -300)
        #expect(progress.rows[0].isOver)
        #expect(progress.rows[0].fraction == 1)
        #expect(progress.rows[1].fraction == 0.4)
        #expect(!progress.rows[1].isOver)
        #expect(progress.remaining(.protein) == 60 && progress.remaining(.fat) == nil)
        // To the tenth, as the page and the API both say it: 200 − 199.9 is 0.0999… in binary.
        goals.carbs = 200
        #expect(
            GoalProgress(totals: Nutrition(calories: 0, protein: 0, fat: 0, carbs: 120 + 79.9), goals: goals).remaining(
                .carbs) == 0.1)
    }
}

@Suite("The reminder to log a meal")
struct ReminderTests {
    let on = Goals(
        dailyCalories: 2000, weeklyBudgetCents: 5000, currency: "USD", notificationsEnabled: true,
        reminderTime: TimeOfDay("13:00"))

    @Test("due from the reminder time while nothing is logged today, never when turned off")
    func due() {
        #expect(!on.isReminderDue(at: TimeOfDay("12:59")!, mealsLoggedToday: 0))
        #expect(on.isReminderDue(at: TimeOfDay("13:00")!, mealsLoggedToday: 0))
        #expect(on.isReminderDue(at: TimeOfDay("21:30")!, mealsLoggedToday: 0))
        #expect(!on.isReminderDue(at: TimeOfDay("21:30")!, mealsLoggedToday: 1))
        var off = on
        off.notificationsEnabled = false
        #expect(!off.isReminderDue(at: TimeOfDay("21:30")!, mealsLoggedToday: 0))
    }

    @Test("turning reminders on needs a time")
    func needsTime() throws {
        do {
            _ = try GoalsInput(keyed: ["notificationsEnabled": .text("true")]).applied(to: .standard)
            Issue.record("expected a failure")
        } catch {
            #expect(error.errors.map(\.field) == ["reminderTime"])
        }
        let cleared = try GoalsInput(keyed: ["notificationsEnabled": .text("false"), "reminderTime": .text("")])
            .applied(to: on)
        #expect(!cleared.notificationsEnabled && cleared.reminderTime == nil)
    }
}
