import SQLKit

/// What a column holds: the Swift type its values are read and bound as, and how a backup
/// writes them, the same whichever engine wrote them.
package enum ColumnType: Sendable {
    /// `String`; SQLite `TEXT`, PostgreSQL `text`.
    case text
    /// `Int`; SQLite `INTEGER`, PostgreSQL `bigint`.
    case integer
    /// `Double`; SQLite `DOUBLE`, PostgreSQL `double precision`.
    case real
    /// `Bool`; SQLite `INTEGER` (0 or 1), PostgreSQL `boolean`.
    case bool
    /// `UUID`; SQLite `UUID` (upper-case text), PostgreSQL `uuid`.
    case id
    /// `Date`; SQLite `REAL` (seconds since 1970), PostgreSQL `timestamptz`.
    case time
    /// `Data`; SQLite `BLOB`, PostgreSQL `bytea`.
    case bytes
}
