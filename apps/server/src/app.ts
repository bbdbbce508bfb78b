import fs from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import Fastify, { LogController } from 'fastify';
import type { ApiErrorBody } from '@okmenu/contract';
import type { AccountsWiring } from './compose-accounts.ts';
import type { OrdersWiring } from './compose-orders.ts';
import type { FeedbackWiring } from './compose-feedback.ts';
import type { ReservationsWiring } from './compose-reservations.ts';
import type { PaymentsWiring } from './compose-payments.ts';
import { paymentRoutes } from './routes/payments.ts';
import { sandboxGatewayRoutes } from './routes/sandbox-gateway.ts';
import { sendAppShell } from './http/app-shell.ts';
import { customDomainPixels, firstLoadBoot } from './http/first-load-boot.ts';
import { frameworkErrorHandler, registerErrorHandler } from './http/error-handler.ts';
import type { ErrorReporter } from './http/error-reporting.ts';
import { registerMetrics } from './http/metrics.ts';
import { registerRequestLog } from './http/request-log.ts';
import { pixelPageHeaders } from './http/pixel-csp.ts';
import { dsnOrigins } from './http/browser-dsn.ts';
import { helmetHeaders, htmlHelmetOptions, jsonHeaders } from './http/security-headers.ts';
import { healthRoutes } from './routes/health.ts';
import { closeEventStreams } from './http/event-stream.ts';
import { registerUserAuth } from './http/user-auth.ts';
import { accountRoutes } from './routes/accounts.ts';
import { devOutboxRoutes } from './routes/dev-outbox.ts';
import { walletRoutes } from './routes/wallet.ts';
import { restaurantRoutes } from './routes/restaurant.ts';
import { deliveryRoutes } from './routes/delivery.ts';
import { addressRoutes } from './routes/addresses.ts';
import { engagementRoutes } from './routes/engagement.ts';
import { menuRoutes } from './routes/menu.ts';
import { orderRoutes } from './routes/orders.ts';
import { reservationRoutes } from './routes/reservations.ts';
import { staffReservationRoutes } from './routes/staff-reservations.ts';
import { staffRoutes } from './routes/staff.ts';
import { operationsRoutes } from './routes/operations.ts';
import { pricingRoutes } from './routes/pricing.ts';
import { shiftRoutes } from './routes/shifts.ts';
import { feedbackRoutes } from './routes/feedback.ts';
import { venueRoutes } from './routes/venue.ts';
import { reachRoutes } from './routes/reach.ts';
import type { AddressService } from './services/delivery/addresses.ts';
import type { DeliveryService } from './services/delivery/delivery.ts';
import type { EngagementService } from './services/engagement/engagement.ts';
import type { MenuService } from './services/menu/menu.ts';
import type { OperationsService } from './services/operations/operations.ts';
import type { PricingService } from './services/pricing/pricing.ts';
import type { RestaurantService } from './services/business/restaurant.ts';
import { originalOfMissingCopy } from './services/business/media-copies.ts';
import type { ShiftService } from './services/staff/shifts.ts';

export interface AppDeps {
  restaurants: RestaurantService;
  shifts: ShiftService;
  menus: MenuService;
  pricing: PricingService;
  engagement: EngagementService;
  delivery: DeliveryService;
  /** Signed-in customers' saved addresses (issue 6). */
  addresses: AddressService;
  /** Accounts, sessions, the wallet and the SMS outbox (issue 7). */
  accounts: Pick<AccountsWiring, 'accounts' | 'sessions' | 'wallet' | 'staff' | 'outbox'>;
  /** Orders, the staff board and their live events (issue 5). */
  orders: Pick<OrdersWiring, 'orders' | 'board' | 'events'>;
  /** The branches and policies answers, guest feedback and the staff feedback board (issue 15). */
  feedback: FeedbackWiring;
  /** Sold out and busy mode (issue 17). */
  operations: OperationsService;
  /** Table bookings, their staff calls and live status (issue 14). */
  reservations: ReservationsWiring;
  /** Online payments (issue 13): transactions, webhooks, wallet purchases and the sandbox's page. */
  payments?: Pick<PaymentsWiring, 'orderPayments' | 'events' | 'walletPurchase' | 'staffPayments' | 'sandbox'>;
  /** The server clock; tests pass a fixed one. Never the client's clock for decisions that matter. */
  clock: () => Date;
  /** The built web app; when missing, only the API is served. */
  webDist?: string;
  mediaDir?: string;
  allowedOrigins: string[];
  /** What /readyz checks (the database, Redis). */
  readinessChecks?: { name: string; check(): Promise<void> }[];
  /** Whether X-Forwarded-For is believed (only behind a known proxy). */
  trustProxy?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** A request taking this long (ms) is logged at warn whatever the level; others at debug (decision 0094). */
  slowRequestMs?: number;
  /** Reports 5xx failures (SENTRY_DSN); absent, nothing is reported. */
  errorReporter?: ErrorReporter;
  /** The web app's error-reporting DSN (SENTRY_BROWSER_DSN or SENTRY_DSN), given to it in the app shell. */
  browserErrorDsn?: string;
}

/** Where the API lives; the web app is served at every other path. */
export const apiPrefix = '/api';

/** Builds the HTTP app with its routes; never listens, so tests use `app.inject()`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: 256 * 1024,
    trustProxy: deps.trustProxy ?? false,
    routerOptions: { maxParamLength: 300, ignoreTrailingSlash: false },
    genReqId: () => crypto.randomUUID(),
    frameworkErrors: frameworkErrorHandler,
    // Fastify's two info lines per request cost more than the answer itself under load; request-log.ts
    // writes failures and slow requests always and the rest at debug (decision 0094).
    logController: new LogController({ disableRequestLogging: true }),
  });
  registerErrorHandler(app, deps.errorReporter);
  registerRequestLog(app, { slowMs: deps.slowRequestMs ?? 1000 });
  // helmet's headers for pages and files, computed once; API answers (JSON, event streams) get the few
  // that matter to them (security-headers.ts, decision 0094).
  // Pages may also send to the error-reporting service's origin when the web app is given a DSN.
  const pageOrigins = [...deps.allowedOrigins, ...dsnOrigins(deps.browserErrorDsn)];
  const htmlSecurity = helmetHeaders(htmlHelmetOptions(pageOrigins));
  const jsonSecurity = jsonHeaders(htmlSecurity);
  const apiPath = `${apiPrefix}/`;
  // Every log line of a request carries its id (pino's reqId); the client sees it to quote in a report.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    reply.headers(request.url.startsWith(apiPath) || request.url === apiPrefix ? jsonSecurity : htmlSecurity);
    done();
  });
  registerMetrics(app, { liveSubscribers: () => deps.orders.events.subscriberCount() });
  healthRoutes(app, deps.readinessChecks ?? []);
  registerUserAuth(app, deps.accounts.sessions);
  // Without allowed origins the plugin would only run a hook on every request to add nothing, and answer a
  // preflight 404 as Fastify does without it (decision 0113).
  if (deps.allowedOrigins.length > 0) await app.register(cors, { origin: deps.allowedOrigins });
  await app.register(compress, { global: true, threshold: 1024 });

  await app.register(
    async (api) => {
      // Live streams never end by themselves; a shutdown ends them so in-flight requests can finish.
      api.addHook('preClose', async () => closeEventStreams(api));
      restaurantRoutes(api, deps.restaurants);
      shiftRoutes(api, deps.shifts, deps.clock);
      menuRoutes(api, deps.menus, deps.clock);
      pricingRoutes(api, deps.pricing, deps.clock);
      engagementRoutes(api, deps.engagement, deps.clock);
      deliveryRoutes(api, deps.delivery);
      addressRoutes(api, deps.addresses);
      accountRoutes(api, deps.accounts);
      walletRoutes(api, deps.accounts);
      orderRoutes(api, { orders: deps.orders.orders, events: deps.orders.events, clock: deps.clock });
      staffRoutes(api, { auth: deps.accounts.staff, board: deps.orders.board, clock: deps.clock });
      venueRoutes(api, deps.feedback.venue, deps.clock);
      feedbackRoutes(api, {
        feedback: deps.feedback.feedback,
        staffFeedback: deps.feedback.staffFeedback,
        staff: deps.accounts.staff,
        clock: deps.clock,
      });
      operationsRoutes(api, { auth: deps.accounts.staff, operations: deps.operations, clock: deps.clock });
      reservationRoutes(api, { reservations: deps.reservations, clock: deps.clock });
      staffReservationRoutes(api, { auth: deps.accounts.staff, reservations: deps.reservations, clock: deps.clock });
      if (deps.accounts.outbox) devOutboxRoutes(api, deps.accounts.outbox);
      if (deps.payments) {
        paymentRoutes(api, { orders: deps.orders.orders, staff: deps.accounts.staff, ...deps.payments });
      }
      const sandbox = deps.payments?.sandbox;
      if (sandbox) await api.register(async (scope) => sandboxGatewayRoutes(scope, sandbox));
    },
    { prefix: apiPrefix },
  );

  if (deps.mediaDir) {
    fs.mkdirSync(deps.mediaDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: deps.mediaDir,
      prefix: '/media/',
      decorateReply: false,
      maxAge: '7d',
    });
  }
  const indexHtml = deps.webDist && fs.existsSync(path.join(deps.webDist, 'index.html'));
  // robots.txt and sitemaps per business and custom domain (decision 0099).
  reachRoutes(app, deps.restaurants, { webDist: deps.webDist, mediaDir: deps.mediaDir });
  if (deps.webDist && indexHtml) {
    await app.register(fastifyStatic, {
      root: deps.webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      // Otherwise `send` overwrites the header set below with `public, max-age=0`.
      cacheControl: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = url === apiPrefix || url.startsWith(`${apiPrefix}/`);
    // A missing file (an old build's chunk, a deleted image) must fail, not load the app's HTML.
    const isFile = url.startsWith('/assets/') || url.startsWith('/media/');
    if (!isApi && !isFile && indexHtml && (request.method === 'GET' || request.method === 'HEAD')) {
      // Every other path belongs to the single-page app, which shows its own not-found screen.
      const boot = await firstLoadBoot(deps, url, request);
      // A business with tracking pixels: its pages' CSP also allows those platforms' hosts (issue 18).
      // On a custom domain the app opens at `/` and moves to the business's path without a new page.
      const pixels = boot.boot?.pixels ?? (await customDomainPixels(deps.restaurants, request));
      if (pixels.length > 0) reply.headers(pixelPageHeaders(pageOrigins, pixels));
      return sendAppShell(request, reply, { webDist: deps.webDist as string, errorDsn: deps.browserErrorDsn, ...boot });
    }
    const original = deps.mediaDir && isFile ? await originalOfMissingCopy(deps.mediaDir, url) : undefined;
    if (original) {
      // Kept an hour only: a new import writes the copy itself.
      reply.header('cache-control', 'public, max-age=3600').type(original.type);
      return reply.send(await fs.promises.readFile(original.file));
    }
    const body: ApiErrorBody = { error: { code: 'not_found', message: `No route for ${request.method} ${url}` } };
    return reply.code(404).send(body);
  });
  return app;
}
