import { readConfig } from './config.ts';
import { createRuntime } from './compose.ts';
import { initErrorReporting, readErrorReportingConfig } from './http/error-reporting.ts';
import { requestLogSerializer } from './http/log-serializers.ts';

/**
 * Starts the server: migrate, load the demo business into an empty database, listen. `npm start` runs it with
 * the heap settings of apps/server's `serve` script (decision 0117).
 */
async function main(): Promise<void> {
  const config = readConfig();
  // Before anything else, so a failure while starting is reported too (only with SENTRY_DSN set).
  const reporting = readErrorReportingConfig(process.env, config.webDist);
  const errorReporter = await initErrorReporting(reporting);
  const runtime = await createRuntime(
    config,
    {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      // Phones in query strings (webapp/resend-otp, dev/outbox) are masked; codes and tokens never reach the URL.
      serializers: { req: requestLogSerializer },
    },
    { ...(errorReporter ? { errorReporter } : {}), browserErrorDsn: reporting.browserDsn },
  );
  const log = runtime.app.log;
  if (await runtime.businesses.isEmpty()) {
    const result = await runtime.importFile(config.demoFile);
    if (!result.ok) {
      log.error({ problems: result.problems }, 'the demo business could not be imported');
      process.exitCode = 1;
      await runtime.close();
      return;
    }
    log.info({ referenceId: result.referenceId }, 'imported the demo business into the empty database');
  }
  // Reads the gateway for payments a lost webhook or a crash left open (decision 0092).
  const stopReconciliation = runtime.payments.startReconciliation(log);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    stopReconciliation();
    log.info({ signal }, 'shutting down: finishing requests in flight');
    runtime.close().then(
      async () => {
        await errorReporter?.flush(2000);
        process.exit(0);
      },
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  await runtime.app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
