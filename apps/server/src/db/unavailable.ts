/** PostgreSQL's "connection exception" class (08…) and operator intervention while it shuts down or starts. */
const postgresCodes = new Set(['08000', '08001', '08003', '08004', '08006', '57P01', '57P02', '57P03']);
const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
const messages = [
  // Kysely, once the database has been closed (a shutdown under way).
  /driver has already been destroyed/i,
  // better-sqlite3 after close().
  /database connection is not open/i,
  // pg when the server goes away mid-query or refuses new connections.
  /connection terminated/i,
  /client has encountered a connection error/i,
  /timeout exceeded when trying to connect/i,
  /cannot use a pool after calling end on the pool/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
];

/**
 * True when an error says the database cannot be reached right now (closed during shutdown, restarting,
 * refusing connections), not that a query or the data was wrong: such a request may simply be tried again.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (postgresCodes.has(code) || socketCodes.has(code))) return true;
  return messages.some((pattern) => pattern.test(error.message));
}
