#ifndef MORSEL_CSQLITE_OPTIONS_H
#define MORSEL_CSQLITE_OPTIONS_H

/// Turns on SQLite's query planner stability guarantee for the connection `db` (a `sqlite3 *`
/// of the SQLite that SQLiteNIO bundles): a prepared statement keeps its plan whatever values
/// are bound to it, instead of being prepared again after each new binding. Returns SQLite's
/// result code. Swift cannot call `sqlite3_db_config` itself: it is variadic.
int morsel_sqlite_enable_stable_plans(void *db);

#endif
