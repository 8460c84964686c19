import Foundation
import GRDB

/// The SQLite schema, as GRDB migrations. A migration is never edited once it has shipped: a
/// change is a new migration appended here. GRDB records the applied identifiers in
/// `grdb_migrations`; a file with identifiers this build does not know was written by a newer
/// Widgetry and is refused (``WidgetStoreError/databaseTooNew(unknownMigrations:)``).
///
/// Times are `REAL` seconds since 1970 (full `Double` precision, numeric comparisons); JSON is
/// `TEXT`; booleans are `INTEGER` 0/1.
///
/// ```
/// extension        id TEXT PK, path, name, tokenDigest TEXT UNIQUE NULL (SHA-256 hex),
///                  tokenIssuedAt REAL NULL, createdAt REAL
/// instance         id TEXT PK, extensionId → extension ON DELETE CASCADE, kind, family,
///                  position INTEGER (0-based, contiguous, global), missingParameters TEXT (JSON
///                  array), missingEntities TEXT (JSON object key → [id]), isVisible INTEGER,
///                  createdAt REAL, updatedAt REAL
///                  index (position), index (extensionId, position)
/// configuration_value
///                  (instanceId → instance ON DELETE CASCADE, key) PK, value TEXT (JSON);
///                  WITHOUT ROWID: one row per parameter key; an absent row is "use the default",
///                  a row holding `null` is a cleared optional
/// timeline         instanceId PK → instance ON DELETE CASCADE, fetchedAt REAL, entryCount,
///                  firstEntryDate REAL NULL, lastEntryDate REAL NULL, policy TEXT (JSON),
///                  encoding TEXT ('json' | 'json+deflate'), rawSize INTEGER, archive BLOB
/// ledger           sequence INTEGER PK, time REAL, instanceId (no foreign key: a log),
///                  reason, counted INTEGER, budgetLeft INTEGER, outcome
///                  index (instanceId, time), index (time)
/// page             id TEXT PK, name, position INTEGER (0-based, contiguous), createdAt REAL
///                  (v4; a new file starts with page "home", named "Home")
/// instance.pageId  → page ON DELETE CASCADE, NULL for lock-screen widgets (v4);
///                  index (pageId, position)
/// instance.stackId  the Smart Stack it is in, NULL for none (v5); index (stackId)
/// owner_password   id INTEGER PK (always 1), hash TEXT (bcrypt), setAt REAL (v6)
/// viewer_pass      id TEXT PK, name, tokenDigest TEXT UNIQUE (SHA-256 hex), createdAt REAL,
///                  lastUsedAt REAL NULL (v6)
/// session          tokenDigest TEXT PK, role ('owner' | 'viewer'), viewerPassId → viewer_pass
///                  ON DELETE CASCADE NULL, createdAt REAL, expiresAt REAL; index (expiresAt) (v6)
/// placed_control   id TEXT PK, extensionId → extension ON DELETE CASCADE, kind, position INTEGER
///                  (0-based, contiguous), configuration TEXT (JSON object), missingParameters TEXT
///                  (JSON array), createdAt REAL, updatedAt REAL; index (position) (v7)
/// control_slot     slot TEXT PK ('lockScreenLeading' | 'lockScreenTrailing'), controlId →
///                  placed_control ON DELETE CASCADE, UNIQUE (v8)
/// activity         id TEXT PK, extensionId → extension ON DELETE CASCADE, attributesType,
///                  attributes TEXT (JSON), contentState TEXT (JSON), staleDate REAL NULL,
///                  relevanceScore REAL, phase ('active' | 'ended' | 'dismissed'), style,
///                  pushToken TEXT NULL, channelId TEXT NULL, startedAt REAL, updatedAt REAL,
///                  timestamp REAL, endedAt REAL NULL, dismissalDate REAL NULL, revision INTEGER;
///                  index (extensionId, phase), unique index (pushToken) where not null (v9)
/// push_token       token TEXT PK, extensionId → extension ON DELETE CASCADE, purpose
///                  ('widgets' | 'control:<id>' | 'start:<type>'), createdAt REAL,
///                  UNIQUE (extensionId, purpose) (v9)
/// instance_error   sequence INTEGER PK, instanceId → instance ON DELETE CASCADE, time REAL,
///                  operation, message;  index (instanceId, sequence)
/// ```
enum SQLiteSchema {
    static let migrationIdentifiers = ["v1-placed-widgets", "v2-timelines-ledger-errors", "v3-timelines-deflate", "v4-pages", "v5-stacks", "v6-access", "v7-controls", "v8-control-slots", "v9-activities"]

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration(migrationIdentifiers[0]) { db in
            try db.execute(
                sql: """
                    CREATE TABLE extension (
                        id TEXT PRIMARY KEY NOT NULL,
                        path TEXT NOT NULL,
                        name TEXT NOT NULL,
                        tokenDigest TEXT UNIQUE,
                        tokenIssuedAt REAL,
                        createdAt REAL NOT NULL
                    );
                    CREATE TABLE instance (
                        id TEXT PRIMARY KEY NOT NULL,
                        extensionId TEXT NOT NULL REFERENCES extension(id) ON DELETE CASCADE,
                        kind TEXT NOT NULL,
                        family TEXT NOT NULL,
                        position INTEGER NOT NULL,
                        missingParameters TEXT NOT NULL DEFAULT '[]',
                        missingEntities TEXT NOT NULL DEFAULT '{}',
                        isVisible INTEGER NOT NULL DEFAULT 1,
                        createdAt REAL NOT NULL,
                        updatedAt REAL NOT NULL
                    );
                    CREATE INDEX instance_position ON instance(position);
                    CREATE INDEX instance_extension ON instance(extensionId, position);
                    CREATE TABLE configuration_value (
                        instanceId TEXT NOT NULL REFERENCES instance(id) ON DELETE CASCADE,
                        key TEXT NOT NULL,
                        value TEXT NOT NULL,
                        PRIMARY KEY (instanceId, key)
                    ) WITHOUT ROWID;
                    """)
        }
        migrator.registerMigration(migrationIdentifiers[1]) { db in
            try db.execute(
                sql: """
                    CREATE TABLE timeline (
                        instanceId TEXT PRIMARY KEY NOT NULL REFERENCES instance(id) ON DELETE CASCADE,
                        fetchedAt REAL NOT NULL,
                        entryCount INTEGER NOT NULL,
                        firstEntryDate REAL,
                        lastEntryDate REAL,
                        policy TEXT NOT NULL,
                        encoding TEXT NOT NULL,
                        rawSize INTEGER NOT NULL,
                        archive BLOB NOT NULL
                    );
                    CREATE TABLE ledger (
                        sequence INTEGER PRIMARY KEY,
                        time REAL NOT NULL,
                        instanceId TEXT NOT NULL,
                        reason TEXT NOT NULL,
                        counted INTEGER NOT NULL,
                        budgetLeft INTEGER NOT NULL,
                        outcome TEXT NOT NULL
                    );
                    CREATE INDEX ledger_instance_time ON ledger(instanceId, time);
                    CREATE INDEX ledger_time ON ledger(time);
                    CREATE TABLE instance_error (
                        sequence INTEGER PRIMARY KEY,
                        instanceId TEXT NOT NULL REFERENCES instance(id) ON DELETE CASCADE,
                        time REAL NOT NULL,
                        operation TEXT NOT NULL,
                        message TEXT NOT NULL
                    );
                    CREATE INDEX instance_error_instance ON instance_error(instanceId, sequence);
                    """)
        }
        // Timelines are compressed with zlib's deflate since this version. A timeline is a cache
        // of what the extension answered: those stored by earlier versions (LZ4) are dropped, and
        // the host loads each again at start, as a first load (not counted against the budget).
        migrator.registerMigration(migrationIdentifiers[2]) { db in
            try db.execute(sql: "DELETE FROM timeline WHERE encoding = 'json+lz4'")
        }
        // Pages: the home screen had one; its widgets go on the first page, "Home". Lock-screen
        // (accessory) widgets are on no page.
        migrator.registerMigration(migrationIdentifiers[3]) { db in
            try db.execute(
                sql: """
                    CREATE TABLE page (
                        id TEXT PRIMARY KEY NOT NULL,
                        name TEXT NOT NULL,
                        position INTEGER NOT NULL,
                        createdAt REAL NOT NULL
                    );
                    INSERT INTO page (id, name, position, createdAt) VALUES (?, 'Home', 0, ?);
                    ALTER TABLE instance ADD COLUMN pageId TEXT REFERENCES page(id) ON DELETE CASCADE;
                    UPDATE instance SET pageId = ? WHERE family NOT LIKE 'accessory%';
                    CREATE INDEX instance_page ON instance(pageId, position);
                    """, arguments: [HomePage.firstPageID, Date().timeIntervalSince1970, HomePage.firstPageID])
        }
        // Smart Stacks: widgets of one family on one page that share a place on the grid.
        migrator.registerMigration(migrationIdentifiers[4]) { db in
            try db.execute(
                sql: """
                    ALTER TABLE instance ADD COLUMN stackId TEXT;
                    CREATE INDEX instance_stack ON instance(stackId);
                    """)
        }
        // Access beyond this machine: the owner's password, wall displays' passes, sessions.
        migrator.registerMigration(migrationIdentifiers[5]) { db in
            try db.execute(
                sql: """
                    CREATE TABLE owner_password (
                        id INTEGER PRIMARY KEY NOT NULL CHECK (id = 1),
                        hash TEXT NOT NULL,
                        setAt REAL NOT NULL
                    );
                    CREATE TABLE viewer_pass (
                        id TEXT PRIMARY KEY NOT NULL,
                        name TEXT NOT NULL,
                        tokenDigest TEXT NOT NULL UNIQUE,
                        createdAt REAL NOT NULL,
                        lastUsedAt REAL
                    );
                    CREATE TABLE session (
                        tokenDigest TEXT PRIMARY KEY NOT NULL,
                        role TEXT NOT NULL CHECK (role IN ('owner', 'viewer')),
                        viewerPassId TEXT REFERENCES viewer_pass(id) ON DELETE CASCADE,
                        createdAt REAL NOT NULL,
                        expiresAt REAL NOT NULL
                    ) WITHOUT ROWID;
                    CREATE INDEX session_expiry ON session(expiresAt);
                    """)
        }
        // Controls placed in Control Center, kept like placed widgets.
        migrator.registerMigration(migrationIdentifiers[6]) { db in
            try db.execute(
                sql: """
                    CREATE TABLE placed_control (
                        id TEXT PRIMARY KEY NOT NULL,
                        extensionId TEXT NOT NULL REFERENCES extension(id) ON DELETE CASCADE,
                        kind TEXT NOT NULL,
                        position INTEGER NOT NULL,
                        configuration TEXT NOT NULL DEFAULT '{}',
                        missingParameters TEXT NOT NULL DEFAULT '[]',
                        createdAt REAL NOT NULL,
                        updatedAt REAL NOT NULL
                    );
                    CREATE INDEX placed_control_position ON placed_control(position);
                    CREATE INDEX placed_control_extension ON placed_control(extensionId, position);
                    """)
        }
        // The lock screen's two control slots, each holding a placed control of its own.
        migrator.registerMigration(migrationIdentifiers[7]) { db in
            try db.execute(
                sql: """
                    CREATE TABLE control_slot (
                        slot TEXT PRIMARY KEY NOT NULL,
                        controlId TEXT NOT NULL UNIQUE REFERENCES placed_control(id) ON DELETE CASCADE
                    ) WITHOUT ROWID;
                    """)
        }
        // Live Activities and the push tokens issued to extensions (`ActivityStore`).
        migrator.registerMigration(migrationIdentifiers[8]) { db in
            try db.execute(
                sql: """
                    CREATE TABLE activity (
                        id TEXT PRIMARY KEY NOT NULL,
                        extensionId TEXT NOT NULL REFERENCES extension(id) ON DELETE CASCADE,
                        attributesType TEXT NOT NULL,
                        attributes TEXT NOT NULL,
                        contentState TEXT NOT NULL,
                        staleDate REAL,
                        relevanceScore REAL NOT NULL,
                        phase TEXT NOT NULL CHECK (phase IN ('active', 'ended', 'dismissed')),
                        style TEXT NOT NULL,
                        pushToken TEXT,
                        channelId TEXT,
                        startedAt REAL NOT NULL,
                        updatedAt REAL NOT NULL,
                        timestamp REAL NOT NULL,
                        endedAt REAL,
                        dismissalDate REAL,
                        revision INTEGER NOT NULL
                    );
                    CREATE INDEX activity_extension ON activity(extensionId, phase);
                    CREATE UNIQUE INDEX activity_push_token ON activity(pushToken) WHERE pushToken IS NOT NULL;
                    CREATE TABLE push_token (
                        token TEXT PRIMARY KEY NOT NULL,
                        extensionId TEXT NOT NULL REFERENCES extension(id) ON DELETE CASCADE,
                        purpose TEXT NOT NULL,
                        createdAt REAL NOT NULL,
                        UNIQUE (extensionId, purpose)
                    ) WITHOUT ROWID;
                    """)
        }
        return migrator
    }
}
