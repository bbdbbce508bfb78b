/** Where the end-to-end server keeps its data; another folder (E2E_DATA_DIR) lets two runs share a machine. */
export const e2eDataDir = process.env.E2E_DATA_DIR ?? '/tmp/okmenu-e2e';

/** The database of the server under test, for CLI steps such as making a staff token. */
export const e2eDatabaseUrl = `${e2eDataDir}/e2e.db`;

/**
 * The port of the local stand-in for the error-reporting service (specs/error-reporting.spec.ts): the e2e
 * server's SENTRY_DSN points there, so the browser and the server both report to it (decision 0106).
 */
export const e2eErrorEndpointPort = Number(process.env.E2E_PORT ?? 3199) + 1000;

/** The DSN the e2e server is given: key `e2e`, project 7, at the stand-in endpoint. */
export const e2eErrorDsn = `http://e2e@127.0.0.1:${e2eErrorEndpointPort}/7`;
