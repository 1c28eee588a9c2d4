/// A stored row that does not read as what was written: a damaged or hand-edited database.
/// It is a server error (500), logged with what was found; it never reaches a person as text.
package struct DatabaseError: Error, CustomStringConvertible {
    package let description: String

    package static func damaged(_ what: String) -> DatabaseError {
        DatabaseError(description: "The database is damaged: \(what).")
    }
}
