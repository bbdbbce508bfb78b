/** Where the end-to-end server keeps its data; another folder (E2E_DATA_DIR) lets two runs share a machine. */
export const e2eDataDir = process.env.E2E_DATA_DIR ?? '/tmp/okmenu-e2e';

/** The database of the server under test, for CLI steps such as making a staff token. */
export const e2eDatabaseUrl = `${e2eDataDir}/e2e.db`;
