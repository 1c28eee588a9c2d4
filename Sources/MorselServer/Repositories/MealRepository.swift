import FluentKit
import Foundation
import MorselCore

/// One person's journal. Every query is scoped to ``ownerID``: another user's meal is
/// indistinguishable from one that does not exist.
public struct MealRepository: Sendable {
    let database: any Database
    let ownerID: UUID
    let clock: AppClock

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
        try await model(id).meal
    }

    /// A page of meals in `order`, sorted by the database on the keys the domain defines.
    public func list(order: MealSortOrder, filter: Filter = Filter(), limit: Int = 50, offset: Int = 0) async throws -> (items: [Meal], total: Int) {
        let query = scoped()
        if let category = filter.category {
            query.filter(\.$categoryKey == MealCategory(category).name.lowercased())
        }
        if let from = filter.from { query.filter(\.$date >= from.iso) }
        if let to = filter.to { query.filter(\.$date <= to.iso) }
        let total = try await query.copy().count()
        Self.sort(query, by: order.keys)
        let items = try await query.range(offset..<(offset + limit)).all().map(\.meal)
        return (items, total)
    }

    /// Every meal, in `order`; for the categories view.
    public func all(order: MealSortOrder) async throws -> [Meal] {
        let query = scoped()
        Self.sort(query, by: order.keys)
        return try await query.all().map(\.meal)
    }

    public func day(_ date: MealDate) async throws -> DailySummary {
        let meals = try await scoped().filter(\.$date == date.iso).all().map(\.meal)
        return DailySummary(date: date, meals: meals)
    }

    /// Each day from `from` to `to` that has meals, with their totals; for charts.
    public func dailyTotals(from: MealDate, to: MealDate) async throws -> [DayTotals] {
        let rows = try await scoped().filter(\.$date >= from.iso).filter(\.$date <= to.iso)
            .field(\.$date).field(\.$calories).field(\.$protein).field(\.$fat).field(\.$carbs).all()
        return Dictionary(grouping: rows, by: \.date).compactMap { iso, meals in
            MealDate(iso: iso).map { date in
                DayTotals(date: date, nutrition: Nutrition.total(meals.map {
                    Nutrition(calories: $0.calories, protein: $0.protein, fat: $0.fat, carbs: $0.carbs)
                }), meals: meals.count)
            }
        }
    }

    /// Favourites, by name.
    public func favorites() async throws -> [Meal] {
        let query = scoped().filter(\.$isFavorite == true)
        Self.sort(query, by: MealSortOrder.name.keys)
        return try await query.all().map(\.meal)
    }

    public func isEmpty() async throws -> Bool {
        try await scoped().count() == 0
    }

    // MARK: Writing

    /// Saves a new meal, with its photo if given; a bad photo saves nothing.
    public func create(_ details: MealDetails, photo: Data? = nil) async throws -> Meal {
        try await create([details], photo: photo)[0]
    }

    /// Saves several meals at once: all of them or, on any failure, none.
    public func create(_ list: [MealDetails], photo: Data? = nil) async throws -> [Meal] {
        let format = try photo.map(Self.checkedPhoto)
        let models = list.map { details in
            let model = MealModel(userID: ownerID, details: details, createdAt: clock.now())
            model.hasPhoto = photo != nil
            return model
        }
        return try await database.transaction { database in
            // Multi-row inserts, in batches that keep each statement under SQLite's limit of bound values.
            for start in stride(from: 0, to: models.count, by: 1000) {
                try await models[start..<min(start + 1000, models.count)].create(on: database)
            }
            if let photo, let format {
                for model in models {
                    try await MealPhotoModel(mealID: model.id!, contentType: format.contentType, data: photo, updatedAt: clock.now())
                        .create(on: database)
                }
            }
            return models.map(\.meal)
        }
    }

    /// Puts back a meal exactly as exported (its id, favourite flag, times and photo) unless a
    /// meal with that id is already stored: re-importing the same export adds nothing twice.
    /// Returns whether it was added.
    public func restore(_ meal: Meal, photo: (contentType: String, data: Data)?) async throws -> Bool {
        guard try await MealModel.find(meal.id, on: database) == nil else { return false }
        let format = try photo.map { try Self.checkedPhoto($0.data) }
        try await database.transaction { database in
            let model = MealModel(userID: ownerID, details: meal.details, createdAt: meal.createdAt)
            model.id = meal.id
            model.isFavorite = meal.isFavorite
            model.updatedAt = meal.updatedAt
            model.hasPhoto = photo != nil
            try await model.create(on: database)
            if let photo, let format {
                try await MealPhotoModel(mealID: meal.id, contentType: format.contentType, data: photo.data, updatedAt: meal.updatedAt)
                    .create(on: database)
            }
        }
        return true
    }

    /// What an update does to the meal's photo.
    public enum PhotoChange: Sendable {
        case keep
        case replace(Data)
        case remove
    }

    /// Replaces the meal's details and changes its photo, all or nothing; a bad photo changes nothing.
    public func update(_ id: UUID, to details: MealDetails, photo: PhotoChange = .keep) async throws -> Meal {
        let replacement: (format: ImageFormat, data: Data)?
        if case .replace(let data) = photo { replacement = (try Self.checkedPhoto(data), data) } else { replacement = nil }
        let model = try await model(id)
        model.apply(details, at: clock.now())
        try await database.transaction { database in
            if case .keep = photo {} else {
                try await MealPhotoModel.query(on: database).filter(\.$meal.$id == id).delete()
                model.hasPhoto = false
            }
            if let replacement {
                try await MealPhotoModel(mealID: id, contentType: replacement.format.contentType, data: replacement.data,
                                         updatedAt: clock.now()).create(on: database)
                model.hasPhoto = true
            }
            try await model.save(on: database)
        }
        return model.meal
    }

    public func delete(_ id: UUID) async throws {
        let model = try await model(id)
        try await database.transaction { database in
            try await MealPhotoModel.query(on: database).filter(\.$meal.$id == id).delete()
            try await model.delete(on: database)
        }
    }

    public func setFavorite(_ id: UUID, _ isFavorite: Bool) async throws -> Meal {
        let model = try await model(id)
        model.isFavorite = isFavorite
        model.updatedAt = clock.now()
        try await model.save(on: database)
        return model.meal
    }

    /// Logs the meal again now, photo included, as a new meal.
    public func logAgain(_ id: UUID, timeZone: TimeZone) async throws -> Meal {
        let original = try await model(id)
        let details = original.meal.loggedAgain(at: clock.now(), in: timeZone)
        return try await database.transaction { database in
            let copy = MealModel(userID: ownerID, details: details, createdAt: clock.now())
            copy.hasPhoto = original.hasPhoto
            try await copy.create(on: database)
            if original.hasPhoto, let photo = try await MealPhotoModel.query(on: database).filter(\.$meal.$id == id).first() {
                try await MealPhotoModel(mealID: copy.id!, contentType: photo.contentType, data: photo.data, updatedAt: clock.now())
                    .create(on: database)
            }
            return copy.meal
        }
    }

    // MARK: Photos

    public func photo(of id: UUID) async throws -> (contentType: String, data: Data) {
        _ = try await model(id)
        guard let photo = try await MealPhotoModel.query(on: database).filter(\.$meal.$id == id).first() else {
            throw AppError.notFound
        }
        return (photo.contentType, photo.data)
    }

    /// Stores a photo after checking its bytes are a JPEG, PNG, WebP or GIF of at most 10 MiB.
    public func setPhoto(of id: UUID, data: Data) async throws -> Meal {
        try await update(id, to: try await meal(id).details, photo: .replace(data))
    }

    public func removePhoto(of id: UUID) async throws -> Meal {
        try await update(id, to: try await meal(id).details, photo: .remove)
    }

    static func checkedPhoto(_ data: Data) throws -> ImageFormat {
        guard data.count <= ImageFormat.maxBytes else {
            throw AppError.payloadTooLarge("A photo may be at most 10 MiB.")
        }
        guard let format = ImageFormat.detect(data) else {
            throw AppError.unsupportedMediaType("A photo must be a JPEG, PNG, WebP or GIF image.")
        }
        return format
    }

    // MARK: Helpers

    private func scoped() -> QueryBuilder<MealModel> {
        MealModel.query(on: database).filter(\.$user.$id == ownerID)
    }

    private func model(_ id: UUID) async throws -> MealModel {
        guard let model = try await scoped().filter(\.$id == id).first() else { throw AppError.notFound }
        return model
    }

    /// Translates the domain's sort keys into the database's ORDER BY.
    private static func sort(_ query: QueryBuilder<MealModel>, by keys: [SortKey]) {
        for key in keys {
            let direction: DatabaseQuery.Sort.Direction = key.direction == .ascending ? .ascending : .descending
            switch key {
            case .date: query.sort(\.$date, direction)
            case .minuteOfDay: query.sort(\.$minuteOfDay, direction)
            case .calories: query.sort(\.$calories, direction)
            case .protein: query.sort(\.$protein, direction)
            case .fat: query.sort(\.$fat, direction)
            case .carbs: query.sort(\.$carbs, direction)
            case .name: query.sort(\.$nameKey, direction)
            case .categoryRank: query.sort(\.$categoryRank, direction)
            case .categoryName: query.sort(\.$categoryKey, direction)
            case .createdAt: query.sort(\.$createdAt, direction)
            case .id: query.sort(\.$id, direction)
            }
        }
    }
}
