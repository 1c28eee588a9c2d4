import Foundation
import MorselCore
import SQLKit

/// One person's journal. Every query is scoped to ``ownerID``: another user's meal is
/// indistinguishable from one that does not exist.
public struct MealRepository: Sendable {
    package let store: DatabaseStore
    package let ownerID: UUID
    package let clock: AppClock

    private typealias Column = MealRow.Column
    private typealias PhotoColumn = MealPhotoRow.Column

    /// Which meals a list shows; every part optional.
    public struct Filter: Sendable {
        public var category: String?
        public var from: MealDate?
        public var to: MealDate?

        public init(category: String? = nil, from: MealDate? = nil, to: MealDate? = nil) {
            self.category = category
            self.from = from
            self.to = to
        }
    }

    public static let maxPageSize = 500

    // MARK: Reading

    public func meal(_ id: UUID) async throws -> Meal {
        guard
            let row = try await store.row(
                "SELECT \(unsafeRaw: Column.list) FROM meals WHERE \(owned) AND id = \(bind: id)")
        else {
            throw DomainError.notFound
        }
        return try MealRow.meal(row)
    }

    /// A page of meals in `order`, sorted by the database on the keys the domain defines, with
    /// the count of all that match: one query, the count a subquery on the same index. For
    /// showing: the meals come without their nutrients.
    public func list(order: MealSortOrder, filter: Filter = Filter(), limit: Int = 50, offset: Int = 0) async throws
        -> (items: [Meal], total: Int)
    {
        var matching = owned
        if let category = filter.category {
            matching.appendLiteral(" AND category_key = ")
            matching.appendInterpolation(bind: MealCategory(category).name.lowercased())
        }
        if let from = filter.from {
            matching.appendLiteral(" AND date >= ")
            matching.appendInterpolation(bind: from.iso)
        }
        if let to = filter.to {
            matching.appendLiteral(" AND date <= ")
            matching.appendInterpolation(bind: to.iso)
        }
        let rows = try await store.rows(
            """
            SELECT \(unsafeRaw: Column.listed), (SELECT COUNT(*) FROM meals WHERE \(matching)) AS total FROM meals
            WHERE \(matching) ORDER BY \(unsafeRaw: MealRow.orderBy(order.keys)) LIMIT \(bind: limit) OFFSET
            \(bind: offset)
            """)
        guard let first = rows.first else {
            // Past the last page: no row carries the count, so ask for it alone.
            let count = try await store.row("SELECT COUNT(*) AS total FROM meals WHERE \(matching)")
            return ([], try count?.int("total") ?? 0)
        }
        return (try rows.map(MealRow.meal), try first.int("total"))
    }

    /// Every meal, in `order`; for the categories view.
    public func all(order: MealSortOrder) async throws -> [Meal] {
        try await store.rows(
            "SELECT \(unsafeRaw: Column.list) FROM meals WHERE \(owned) ORDER BY \(unsafeRaw: MealRow.orderBy(order.keys))"
        )
        .map(MealRow.meal)
    }

    public func day(_ date: MealDate) async throws -> DailySummary {
        let rows = try await store.rows(
            "SELECT \(unsafeRaw: Column.list) FROM meals WHERE \(owned) AND date = \(bind: date.iso)")
        return DailySummary(date: date, meals: try rows.map(MealRow.meal))
    }

    /// Every meal from `from` to `to`, both included: a week's nutrients.
    public func meals(from: MealDate, to: MealDate) async throws -> [Meal] {
        try await store.rows(
            """
            SELECT \(unsafeRaw: Column.list) FROM meals WHERE \(owned) AND date >= \(bind: from.iso) AND date <=
            \(bind: to.iso)
            """
        ).map(MealRow.meal)
    }

    /// The nutrients of the days from `from` to `to` against `targets`: the Nutrients view's and the API's.
    public func nutrientReport(from: MealDate, to: MealDate, targets: NutrientTargets) async throws -> NutrientReport {
        NutrientReport(meals: try await meals(from: from, to: to), from: from, to: to, targets: targets)
    }

    /// What the Today page shows besides the day: the first `favoritesLimit` favourites by
    /// name, and whether the journal has any meal at all; one query.
    public func todayExtras(favoritesLimit: Int) async throws -> (favorites: [Meal], journalIsEmpty: Bool) {
        // One row even without favourites, carrying whether the journal has any meal.
        let rows = try await store.rows(
            """
            SELECT f.*, j.has_meals FROM (SELECT EXISTS (SELECT 1 FROM meals WHERE \(owned)) AS has_meals) j
            LEFT JOIN (SELECT \(unsafeRaw: Column.listed) FROM meals WHERE \(owned) AND is_favorite = \(bind: true)
                       ORDER BY \(unsafeRaw: MealRow.orderBy(MealSortOrder.name.keys)) LIMIT \(bind: favoritesLimit)) f
                       ON 1 = 1
            ORDER BY \(unsafeRaw: MealRow.orderBy(MealSortOrder.name.keys))
            """)
        let hasMeals = try rows.first?.bool("has_meals") ?? false
        let favorites = try rows.filter { try !$0.isNull(Column.id.rawValue) }.map(MealRow.meal)
        return (favorites, !hasMeals)
    }

    /// Each day from `from` to `to` that has meals, with their totals; for charts.
    public func dailyTotals(from: MealDate, to: MealDate) async throws -> [DayTotals] {
        let rows = try await store.rows(
            """
            -- PostgreSQL sums BIGINTs into NUMERIC: the cast keeps an integer.
            SELECT date, COUNT(*) AS meals, CAST(SUM(calories) AS BIGINT) AS calories, SUM(protein) AS protein, SUM(fat)
            AS fat,
                   SUM(carbs) AS carbs
            FROM meals WHERE \(owned) AND date >= \(bind: from.iso) AND date <= \(bind: to.iso) GROUP BY date
            """)
        return try rows.compactMap { row in
            guard let date = MealDate(iso: try row.string("date")) else { return nil }
            let nutrition = Nutrition(
                calories: try row.int("calories"), protein: try row.double("protein"),
                fat: try row.double("fat"), carbs: try row.double("carbs"))
            return DayTotals(date: date, nutrition: nutrition, meals: try row.int("meals"))
        }
    }

    /// Favourites, by name.
    public func favorites() async throws -> [Meal] {
        try await store.rows(
            """
            SELECT \(unsafeRaw: Column.list) FROM meals WHERE \(owned) AND is_favorite = \(bind: true)
            ORDER BY \(unsafeRaw: MealRow.orderBy(MealSortOrder.name.keys))
            """
        ).map(MealRow.meal)
    }

    public func isEmpty() async throws -> Bool {
        try await store.row("SELECT 1 AS found FROM meals WHERE \(owned) LIMIT 1") == nil
    }

    // MARK: Writing

    /// Saves a new meal, with its photo if given; a bad photo saves nothing.
    public func create(_ details: MealDetails, photo: Data? = nil) async throws -> Meal {
        try await create([details], photo: photo)[0]
    }

    /// Saves several meals at once: all of them or, on any failure, none.
    public func create(_ list: [MealDetails], photo: Data? = nil) async throws -> [Meal] {
        let format = try photo.map(Self.checkedPhoto)
        let now = clock.now()
        let meals = list.map { Meal(id: UUID(), details: $0, hasPhoto: photo != nil, createdAt: now, updatedAt: now) }
        let ownerID = ownerID
        return try await store.transaction { database in
            try await Self.insert(meals, userID: ownerID, on: database)
            if let photo, let format {
                for meal in meals {
                    try await Self.savePhoto(of: meal.id, format.contentType, photo, at: now, on: database)
                }
            }
            return meals
        }
    }

    /// Adds the three sample meals, dated today where the person is; for the web page and `morsel demo`.
    public func addSamples(timeZone: TimeZone) async throws -> [Meal] {
        try await create(SampleMeals.details(today: MealDate(clock.now(), in: timeZone)))
    }

    /// Puts back a meal exactly as exported (its id, favourite flag, times and photo) unless a
    /// meal with that id is already stored: re-importing the same export adds nothing twice.
    /// Returns whether it was added.
    public func restore(_ meal: Meal, photo: (contentType: String, data: Data)?) async throws -> Bool {
        guard try await store.row("SELECT 1 AS found FROM meals WHERE id = \(bind: meal.id)") == nil else {
            return false
        }
        let format = try photo.map { try Self.checkedPhoto($0.data) }
        let stored = Meal(
            id: meal.id, details: meal.details, isFavorite: meal.isFavorite, hasPhoto: photo != nil,
            createdAt: meal.createdAt, updatedAt: meal.updatedAt)
        let ownerID = ownerID
        do {
            try await store.transaction { database in
                try await Self.insert([stored], userID: ownerID, on: database)
                if let photo, let format {
                    try await Self.savePhoto(
                        of: meal.id, format.contentType, photo.data, at: meal.updatedAt, on: database)
                }
            }
        } catch {
            // The same export, imported at the same moment, put it back first?
            guard try await store.row("SELECT 1 AS found FROM meals WHERE id = \(bind: meal.id)") != nil else {
                throw error
            }
            return false
        }
        return true
    }

    /// What an update does to the meal's photo.
    public enum PhotoChange: Sendable {
        case keep
        case replace(Data)
        case remove
    }

    /// Replaces the meal's details (nil keeps them) and changes its photo, all or nothing; a
    /// bad photo changes nothing.
    public func update(_ id: UUID, to details: MealDetails? = nil, photo: PhotoChange = .keep) async throws -> Meal {
        let replacement: (format: ImageFormat, data: Data)?
        if case .replace(let data) = photo {
            replacement = (try Self.checkedPhoto(data), data)
        } else {
            replacement = nil
        }
        let current = try await meal(id)
        let now = clock.now()
        let hasPhoto: Bool =
            switch photo {
            case .keep: current.hasPhoto
            case .replace: true
            case .remove: false
            }
        let updated = Meal(
            id: id, details: details ?? current.details, isFavorite: current.isFavorite, hasPhoto: hasPhoto,
            createdAt: current.createdAt, updatedAt: now)
        let ownerID = ownerID
        try await store.transaction { database in
            if let replacement {
                try await Self.savePhoto(
                    of: id, replacement.format.contentType, replacement.data, at: now, on: database)
            } else if case .remove = photo {
                try await database.raw("DELETE FROM meal_photos WHERE meal_id = \(bind: id)").run()
            }
            try await Self.save(
                updated, userID: ownerID, photoChanged: { if case .keep = photo { false } else { true } }(),
                on: database)
        }
        return updated
    }

    public func delete(_ id: UUID) async throws {
        _ = try await meal(id)
        let ownerID = ownerID
        try await store.transaction { database in
            try await database.raw("DELETE FROM meal_photos WHERE meal_id = \(bind: id)").run()
            try await database.raw("DELETE FROM meals WHERE id = \(bind: id) AND user_id = \(bind: ownerID)").run()
        }
    }

    public func setFavorite(_ id: UUID, _ isFavorite: Bool) async throws -> Meal {
        let current = try await meal(id)
        let updated = Meal(
            id: id, details: current.details, isFavorite: isFavorite, hasPhoto: current.hasPhoto,
            createdAt: current.createdAt, updatedAt: clock.now())
        try await store.run(
            """
            UPDATE meals SET is_favorite = \(bind: isFavorite), updated_at = \(bind: updated.updatedAt)
            WHERE \(owned) AND id = \(bind: id)
            """)
        return updated
    }

    /// Logs the meal again now, photo included, as a new meal.
    /// Logs a meal again now, in the person's time zone: everything as it was, photo included.
    public func logAgain(_ id: UUID, timeZone: TimeZone) async throws -> Meal {
        try await copy([try await meal(id)], to: .now(timeZone))[0]
    }

    /// Where ``copy(_:to:)`` puts meals: now (logging again), or another day at their own times.
    public enum CopyDestination: Sendable {
        case now(TimeZone)
        case day(MealDate)
    }

    /// Copies meals, photos included, all or none: yesterday's breakfast to today, a whole day.
    public func copy(_ originals: [Meal], to destination: CopyDestination) async throws -> [Meal] {
        let now = clock.now()
        let copies = originals.map { original in
            var details = original.details
            switch destination {
            case .now(let zone): details = original.loggedAgain(at: now, in: zone)
            case .day(let date): details.date = date
            }
            return Meal(id: UUID(), details: details, hasPhoto: original.hasPhoto, createdAt: now, updatedAt: now)
        }
        let ownerID = ownerID
        return try await store.transaction { database in
            try await Self.insert(copies, userID: ownerID, on: database)
            for (original, copy) in zip(originals, copies) where original.hasPhoto {
                try await database.raw(
                    """
                    INSERT INTO meal_photos (\(unsafeRaw: PhotoColumn.list))
                    SELECT \(bind: UUID()), \(bind: copy.id), content_type, data, \(bind: now) FROM meal_photos WHERE
                    meal_id = \(bind: original.id)
                    """
                ).run()
            }
            return copies
        }
    }

    /// The times of day (minutes after midnight) this person logged meals of each standard
    /// slot from `since` on: when they usually eat breakfast, lunch, dinner and snacks.
    public func loggedTimes(since: MealDate) async throws -> [StandardCategory: [Int]] {
        let rows = try await store.rows(
            """
            SELECT category, time_minutes FROM meals WHERE \(owned) AND date >= \(bind: since.iso) AND time_minutes IS
            NOT NULL
            """)
        var times: [StandardCategory: [Int]] = [:]
        for row in rows {
            guard case .standard(let slot) = MealCategory(try row.string(Column.category.rawValue)) else { continue }
            times[slot, default: []].append(try row.int(Column.timeMinutes.rawValue))
        }
        return times
    }

    /// The meals offered first when logging: ``FrequentMeals`` over the four weeks up to `today`.
    /// The latest 2,000 rows of the four weeks at most are fetched (a copied or imported day of
    /// thousands stays cheap), but only the four columns the rule reads are decoded; the winners alone become meals,
    /// listed ones (``MealRow/Column/listed``: no
    /// nutrients). Ranking in SQL, with the days' weights bound into the statement, was slower
    /// on SQLite (docs/BENCHMARKS.md).
    public func frequent(today: MealDate, limit: Int) async throws -> [Meal] {
        let rows = try await store.rows(
            """
            SELECT \(unsafeRaw: Column.listed) FROM meals WHERE \(owned)
            AND date >= \(bind: today.adding(days: 1 - FrequentMeals.windowDays).iso) AND date <= \(bind: today.iso)
            ORDER BY date DESC LIMIT 2000
            """)
        let uses = try rows.map { row in
            FrequentMeals.Use(
                name: try row.string(Column.name.rawValue), date: try MealRow.date(row),
                createdAt: try row.date(Column.createdAt.rawValue), id: try row.idText(Column.id.rawValue))
        }
        return try FrequentMeals.rank(uses, today: today, limit: limit).map { try MealRow.meal(rows[$0]) }
    }

    // MARK: Photos

    public func photo(of id: UUID) async throws -> (contentType: String, data: Data) {
        guard
            let row = try await store.row(
                """
                SELECT p.content_type, p.data FROM meal_photos p JOIN meals m ON m.id = p.meal_id
                WHERE m.id = \(bind: id) AND m.user_id = \(bind: ownerID)
                """)
        else { throw DomainError.notFound }
        return (try row.string("content_type"), try row.data("data"))
    }

    /// Stores a photo after checking its bytes are a JPEG, PNG, WebP or GIF of at most 10 MiB.
    public func setPhoto(of id: UUID, data: Data) async throws -> Meal {
        try await update(id, photo: .replace(data))
    }

    public func removePhoto(of id: UUID) async throws -> Meal {
        try await update(id, photo: .remove)
    }

    package static func checkedPhoto(_ data: Data) throws -> ImageFormat {
        guard data.count <= ImageFormat.maxBytes else {
            throw DomainError.tooLarge("A photo may be at most 10 MiB.")
        }
        guard let format = ImageFormat.detect(data) else {
            throw DomainError.unsupportedContent("A photo must be a JPEG, PNG, WebP or GIF image.")
        }
        return format
    }

    // MARK: Helpers

    /// The condition every query of this journal carries.
    private var owned: SQLQueryString { "user_id = \(bind: ownerID)" }

    /// In statements of at most 500 rows, within SQLite's and PostgreSQL's limits on bound values.
    private static func insert(_ meals: some Collection<Meal>, userID: UUID, on database: any SQLDatabase) async throws
    {
        let rows = meals.map { MealRow.values(of: $0, userID: userID) }
        for start in stride(from: 0, to: rows.count, by: 500) {
            try await database.raw(Column.insert(rows[start..<min(start + 500, rows.count)])).run()
        }
    }

    /// What an edit rewrites: the person's fields and their sort keys. Not the favourite flag,
    /// nor the photo flag unless the photo changes: another request may be changing those.
    private static let updateList = Column.allCases.filter {
        ![.id, .userID, .isFavorite, .hasPhoto, .createdAt].contains($0)
    }

    private static func save(_ meal: Meal, userID: UUID, photoChanged: Bool, on database: any SQLDatabase) async throws
    {
        try await database.raw(
            Column.update(
                updateList + (photoChanged ? [.hasPhoto] : []), { MealRow.value($0, of: meal, userID: userID) },
                where: "id = \(bind: meal.id) AND user_id = \(bind: userID)")
        ).run()
    }

    /// Stores the meal's photo, replacing the one it had.
    private static func savePhoto(
        of mealID: UUID, _ contentType: String, _ data: Data, at instant: Date, on database: any SQLDatabase
    ) async throws {
        try await database.raw(
            PhotoColumn.upsert(
                [
                    .id: UUID(), .mealID: mealID, .contentType: contentType, .data: data, .updatedAt: instant,
                ], on: [.mealID], keeping: [.id])
        ).run()
    }
}
