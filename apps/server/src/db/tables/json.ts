/** JSON documents are stored as text in both SQLite and PostgreSQL, so one query code serves both. */
export type Json = string;
