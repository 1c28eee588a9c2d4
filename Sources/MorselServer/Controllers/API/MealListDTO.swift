import Foundation
import MorselCore
import MorselData
import MorselServices

struct MealListDTO: Encodable, Sendable {
    let items: [MealDTO]
    let total: Int
}

struct FavoritesDTO: Encodable, Sendable {
    let items: [MealDTO]
}

struct CategoriesDTO: Encodable, Sendable {
    struct Section: Encodable, Sendable {
        let name: String
        let meals: [MealDTO]
    }
    let sections: [Section]
}

extension MealListDTO: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("items", items)
            json.field("total", total)
        }
    }
}
