import FluentKit

/// Every schema change, in the order it is applied. Append; never edit one that has landed.
package enum MigrationList {
    package static let all: [any Migration] = [
        M001_CreateUsers(), // accounts and settings
        M002_CreateSessions(), // browser sessions
        M003_CreateAccessTokens(), // API tokens
        M004_CreateMeals(), // the journal and its indexes
        M005_CreateMealPhotos(), // photos as bytes in the database
        M006_CreateRecipes(), // the shared recipe catalog and its lines
        M007_CreateRecipeFavorites(), // per-person favourite recipes
        M008_CreateRecipePhotos(), // uploaded recipe photos
        M009_CreateAppState(), // installation facts (starter catalog loaded)
        M010_AddGoalsToUsers(), // daily goals, weekly budget, reminders
        M011_CreateHouseholds(), // households share the plan and the grocery list
        M012_CreatePlanEntries(), // the household's week plan
        M013_CreateGroceryEntries(), // the household's grocery list
        M014_CreateFoodPrices(), // the household's food prices
        M015_CreateSignInFailures(), // failed sign-ins, for rate limiting
        M016_IndexRecipeSearch(), // recipe search walks narrow indexes
        M017_CreateRecipeWords(), // recipe search seeks an index of words
        M018_AddRecipeSourceFields(), // what an imported recipe keeps from its source
        M019_AddNutrients(), // meals' micronutrients, people's nutrient targets
        M020_CreateSavedMeals(), // "my usual breakfast", logged in one tap
        M021_CreateProducts(), // packaged foods by barcode (Open Food Facts, or by hand)
        M022_CreateWeights(), // the weight log, and each person's unit
        M023_CreateCalendarFeeds(), // the plan as a calendar feed, behind a secret per person
        M024_AddJournalVersion(), // each journal's version, raised by trigger on every meal or saved meal written
        M025_AddMealSource(), // who a meal's figures are from
        M026_CreateIdempotencyKeys(), // the answers to the last day's writes sent with an Idempotency-Key
        M027_CreateOpenIDSignIns(), // people linked to an OpenID provider, and sign-ins with it under way
        M028_CreateNotifications(), // where each person's notifications go, and each one to send
        M029_AddHouseholdChangers(), // who last changed a household's plan and list, not told of it
        M030_AddMealPlace(), // where a meal was eaten
        M031_AddSteering(), // body details, the plan a check-in steers by, confirmed weighings, check-ins
    ]
}

/// A schema change, known to the database by the name it was first applied under: the
/// module the migrations were written in then (MorselServer), a dot, and its type. Fluent's
/// own default names the module the type is in now, so a database migrated before the
/// migrations moved to MorselData would run them all again.
package protocol MorselMigration: AsyncMigration {}

extension MorselMigration {
    package var name: String { "MorselServer.\(Self.self)" }
}
