#include "CSQLiteOptions.h"

#include <stddef.h>

// From the SQLite that SQLiteNIO bundles (its functions carry a sqlite_nio_ prefix); its
// header is not visible to this target, so the one declaration and constant are repeated.
int sqlite_nio_sqlite3_db_config(void *db, int op, ...);
#define SQLITE_DBCONFIG_ENABLE_QPSG 1007

int morsel_sqlite_enable_stable_plans(void *db) {
    return sqlite_nio_sqlite3_db_config(db, SQLITE_DBCONFIG_ENABLE_QPSG, 1, (int *)NULL);
}
