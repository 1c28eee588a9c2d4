import Foundation
import MorselCore
import MorselData
import MorselServices

struct RecipeListDTO: Encodable, Sendable {
    let items: [RecipeSummaryDTO]
    let total: Int?
}

extension RecipeListDTO: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("items", items)
            json.field("total", ifPresent: total)
        }
    }
}
