// The part of SQLite's stable C API that ServicesLive calls, declared here so that building
// needs only the runtime library (libsqlite3.so.0, which the Swift toolchain depends on), not
// libsqlite3-dev's sqlite3.h and libsqlite3.so (see Docs/adr/0061).
#ifndef COOKBOOK_CSQLITE_H
#define COOKBOOK_CSQLITE_H

typedef struct sqlite3 sqlite3;
typedef struct sqlite3_stmt sqlite3_stmt;
typedef struct sqlite3_backup sqlite3_backup;
typedef void (*sqlite3_destructor_type)(void *);

#define SQLITE_OK 0
#define SQLITE_BUSY 5
#define SQLITE_IOERR 10
#define SQLITE_CORRUPT 11
#define SQLITE_FULL 13
#define SQLITE_CANTOPEN 14
#define SQLITE_NOTADB 26
#define SQLITE_ROW 100
#define SQLITE_DONE 101

#define SQLITE_OPEN_READONLY 0x00000001
#define SQLITE_OPEN_READWRITE 0x00000002
#define SQLITE_OPEN_CREATE 0x00000004
#define SQLITE_OPEN_URI 0x00000040
#define SQLITE_OPEN_NOMUTEX 0x00008000
#define SQLITE_OPEN_NOFOLLOW 0x01000000

#define SQLITE_INTEGER 1
#define SQLITE_FLOAT 2
#define SQLITE_TEXT 3

int sqlite3_open_v2(const char *filename, sqlite3 **db, int flags, const char *vfs);
int sqlite3_close_v2(sqlite3 *db);
int sqlite3_extended_result_codes(sqlite3 *db, int onoff);
int sqlite3_busy_timeout(sqlite3 *db, int ms);
int sqlite3_extended_errcode(sqlite3 *db);
int sqlite3_system_errno(sqlite3 *db);
const char *sqlite3_errmsg(sqlite3 *db);
const char *sqlite3_errstr(int code);
int sqlite3_changes(sqlite3 *db);
int sqlite3_exec(sqlite3 *db, const char *sql, int (*callback)(void *, int, char **, char **),
                 void *argument, char **message);

int sqlite3_prepare_v2(sqlite3 *db, const char *sql, int bytes, sqlite3_stmt **statement,
                       const char **tail);
int sqlite3_step(sqlite3_stmt *statement);
int sqlite3_reset(sqlite3_stmt *statement);
int sqlite3_clear_bindings(sqlite3_stmt *statement);
int sqlite3_finalize(sqlite3_stmt *statement);
int sqlite3_bind_int64(sqlite3_stmt *statement, int index, long long value);
int sqlite3_bind_double(sqlite3_stmt *statement, int index, double value);
int sqlite3_bind_text(sqlite3_stmt *statement, int index, const char *text, int bytes,
                      sqlite3_destructor_type destructor);
int sqlite3_bind_null(sqlite3_stmt *statement, int index);
int sqlite3_column_count(sqlite3_stmt *statement);
int sqlite3_column_type(sqlite3_stmt *statement, int column);
long long sqlite3_column_int64(sqlite3_stmt *statement, int column);
double sqlite3_column_double(sqlite3_stmt *statement, int column);
const unsigned char *sqlite3_column_text(sqlite3_stmt *statement, int column);

sqlite3_backup *sqlite3_backup_init(sqlite3 *destination, const char *destinationName,
                                    sqlite3 *source, const char *sourceName);
int sqlite3_backup_step(sqlite3_backup *backup, int pages);
int sqlite3_backup_finish(sqlite3_backup *backup);

#endif
