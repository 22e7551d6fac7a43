import GRDB

/// The index file's tables. The index is a cache: a file written by another version of the
/// schema is not migrated but rebuilt (``version`` differs), which costs one walk.
enum FolderIndexSchema {
    /// Bumped whenever a column changes meaning (2: the hash treats level neighbours apart;
    /// 3: its cells are area means of a larger decode).
    static let version = 3

    static func create(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL);
            CREATE TABLE IF NOT EXISTS file (
                id INTEGER PRIMARY KEY,
                path BLOB NOT NULL UNIQUE,       -- below the root, the bytes readdir gave
                nameKey BLOB NOT NULL,           -- NameSortKey: the folder's name order
                size INTEGER NOT NULL,
                mtime INTEGER NOT NULL,          -- nanoseconds since 1970
                inode INTEGER NOT NULL,
                format INTEGER NOT NULL,         -- 1 JPEG, 2 PNG
                width INTEGER NOT NULL,          -- upright
                height INTEGER NOT NULL,
                taken INTEGER NOT NULL,          -- capture time, wall clock as UTC seconds
                hasExif INTEGER NOT NULL,
                exifDate TEXT, make TEXT, model TEXT, lens TEXT, exposure TEXT, aperture TEXT, focal TEXT,
                iso INTEGER, latitude REAL, longitude REAL, orientation INTEGER NOT NULL, keywords TEXT,
                description TEXT, artist TEXT, copyright TEXT,
                thumbOffset INTEGER, thumbLength INTEGER,
                hash INTEGER, color INTEGER,
                hashState INTEGER NOT NULL DEFAULT 0,  -- 0 to do, 1 done, 2 the pixels could not be read
                place TEXT,
                searchText TEXT NOT NULL,
                contentHash BLOB                 -- SHA-256 of the bytes, made only for files of one size
            );
            CREATE INDEX IF NOT EXISTS file_nameKey ON file(nameKey);
            """)
    }
}
