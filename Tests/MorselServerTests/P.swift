import Testing
import HummingbirdTesting
@Test func placeholder2() {}
