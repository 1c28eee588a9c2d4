import Hummingbird
import MorselData
import MorselServices

extension PageContext {
    /// The frame for a signed-in page, with any notice carried over from the last request.
    init(_ request: Request, _ context: SignedInContext, section: Section?) {
        let user = context.user
        self.init(
            username: user.username, isAdmin: user.isAdmin, csrfToken: user.session?.csrfToken, section: section,
            notices: FlashNotice.read(request).map { [$0] } ?? [])
    }
}
