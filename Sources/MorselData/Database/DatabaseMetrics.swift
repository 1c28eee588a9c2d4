/// What the database tells `/metrics` (``AppMetrics`` in the server): how many transactions
/// shared each of SQLite's group commits.
public protocol DatabaseMetrics: AnyObject, Sendable {
    func commitGroup(size: Int)
}
