import Foundation
import GRDB
import PhotoModel

/// The library's tables, built by versioned migrations. Each migration runs once per database, in
/// order, inside a transaction; a database made by an older version is brought up to date when
/// it is opened.
enum LibrarySchema {
    /// Every migration, oldest first.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: photos, favourites, views, searches, downloads") { db in
            // The whole API record, so the library browses with no network.
            try db.create(table: "photo") { table in
                table.primaryKey("key", .text)  // provider:id, ids of two providers may match
                table.column("record", .blob).notNull()
                table.column("updatedAt", .double).notNull()
            }
            try db.create(table: "favorite") { table in
                table.primaryKey("photoKey", .text).references("photo", onDelete: .cascade)
                table.column("addedAt", .double).notNull().indexed()
            }
            try db.create(table: "viewed") { table in
                table.primaryKey("photoKey", .text).references("photo", onDelete: .cascade)
                table.column("viewedAt", .double).notNull().indexed()
            }
            try db.create(table: "search") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("text", .text).notNull().indexed()
                table.column("source", .text).notNull()
                table.column("filters", .text).notNull()
                table.column("searchedAt", .double).notNull()
            }
            try db.create(table: "download") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("photoKey", .text).notNull().references("photo", onDelete: .cascade)
                table.column("path", .text).notNull()
                table.column("bytes", .integer).notNull()
                table.column("credit", .text).notNull()
                table.column("savedAt", .double).notNull().indexed()
            }
        }
        migrator.registerMigration("v2: searchable photo text") { db in
            // Searching the library matches title, author and tags; filled in for photos already kept.
            try db.alter(table: "photo") { table in table.add(column: "searchText", .text).notNull().defaults(to: "") }
            let rows = try Row.fetchAll(db, sql: "SELECT key, record FROM photo")
            for row in rows {
                let record: Data = row["record"]
                guard let photo = try? JSONDecoder().decode(Photo.self, from: record) else { continue }
                try db.execute(sql: "UPDATE photo SET searchText = ? WHERE key = ?",
                               arguments: [LibraryRecord.searchText(of: photo), row["key"] as String])
            }
        }
        migrator.registerMigration("v3: every photo keeps its provider, licence, credit and file") { db in
            // Foreign keys are checked at the end of the migration, so keys move with their marks.
            try LegacyPhotoRecord.migrateAll(in: db)
        }
        migrator.registerMigration("v4: ratings and rejects") { db in
            // Beside the favourites: a photo rated or rejected keeps its whole record in `photo`.
            try db.create(table: "rating") { table in
                table.primaryKey("photoKey", .text).references("photo", onDelete: .cascade)
                table.column("stars", .integer).notNull().check { $0 >= 0 && $0 <= 5 }
                table.column("rejected", .boolean).notNull()
                table.column("ratedAt", .double).notNull().indexed()
            }
        }
        return migrator
    }
}
