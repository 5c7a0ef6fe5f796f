import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Stored files and the item fields that link them (docs/decisions/0007-who-sees-what.md: files are
 * reachable only through links the server made). A file has an unguessable id; its bytes live under FILES_DIR at
 * storage_key, its original name (Chinese included) only here. A link is written by the server
 * in the transaction that appends the item's event naming the file (or by the demo seeding
 * through the same path); links are never removed, so a replaced file stays readable in the
 * item's history by the same users.
 */
export class Files1763900000000 implements MigrationInterface {
  name = 'Files1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE files (
        id uuid PRIMARY KEY,
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 255),
        size bigint NOT NULL CHECK (size >= 0),
        mime text NOT NULL,
        storage_key text NOT NULL UNIQUE,
        uploaded_by uuid REFERENCES users(id) ON DELETE SET NULL, -- null: seeded by the system
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX files_uploaded_by_idx ON files (uploaded_by) WHERE uploaded_by IS NOT NULL;
      CREATE TABLE file_links (
        file_id uuid NOT NULL REFERENCES files(id),
        kind text NOT NULL,
        item_id uuid NOT NULL REFERENCES streams(stream_id), -- not the rm_* row: a rebuild replaces it
        field text NOT NULL,
        linked_by uuid,
        linked_at timestamptz NOT NULL,
        PRIMARY KEY (file_id, item_id, field)
      );
      CREATE INDEX file_links_item_idx ON file_links (item_id);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE file_links; DROP TABLE files;');
  }
}
