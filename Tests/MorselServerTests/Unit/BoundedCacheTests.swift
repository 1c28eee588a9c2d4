import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

@Suite("Values worked out once")
struct BoundedCacheTests {
    @Test("a value is made once per key, nil included, and the cache starts again past its limit")
    func makesOnce() {
        let cache = BoundedCache<String, Int?>(limit: 3)
        var made = 0
        func value(_ key: String) -> Int? {
            cache.value(for: key) {
                made += 1
                return Int(key)
            }
        }
        #expect(value("1") == 1)
        #expect(value("1") == 1)
        #expect(value("to taste") == nil)
        #expect(value("to taste") == nil)
        #expect(made == 2, "a kept nil is not made again")
        #expect(value("3") == 3)
        #expect(made == 3)
        #expect(value("4") == 4, "the fourth key clears the three kept")
        #expect(value("1") == 1)
        #expect(made == 5)
    }
}
