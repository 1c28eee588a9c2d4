import Foundation
import MorselCore
import MorselData
import MorselServices

extension AccountAPIController {
    struct TokenRequest: Decodable {
        let username: String
        let password: String
        let name: String
    }

    struct TokenDTO: Encodable {
        let id: UUID
        let name: String
        let token: String
        let createdAt: Date
    }
}
