import fs from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import Fastify from 'fastify';
import type { ApiErrorBody } from '@okmenu/contract';
import type { AccountsWiring } from './compose-accounts.ts';
import type { OrdersWiring } from './compose-orders.ts';
import { sendAppShell } from './http/app-shell.ts';
import { firstLoadBoot } from './http/first-load-boot.ts';
import { frameworkErrorHandler, registerErrorHandler } from './http/error-handler.ts';
import { registerMetrics } from './http/metrics.ts';
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
import { staffRoutes } from './routes/staff.ts';
import { pricingRoutes } from './routes/pricing.ts';
import { shiftRoutes } from './routes/shifts.ts';
import type { AddressService } from './services/addresses.ts';
import type { DeliveryService } from './services/delivery.ts';
import type { EngagementService } from './services/engagement.ts';
import type { MenuService } from './services/menu.ts';
import type { PricingService } from './services/pricing.ts';
import type { RestaurantService } from './services/restaurant.ts';
import type { ShiftService } from './services/shifts.ts';

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
  });
  registerErrorHandler(app);
  // Every log line of a request carries its id (pino's reqId); the client sees it to quote in a report.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerMetrics(app, { liveSubscribers: () => deps.orders.events.subscriberCount() });
  healthRoutes(app, deps.readinessChecks ?? []);
  registerUserAuth(app, deps.accounts.sessions);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", ...deps.allowedOrigins],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cors, { origin: deps.allowedOrigins.length > 0 ? deps.allowedOrigins : false });
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
      if (deps.accounts.outbox) devOutboxRoutes(api, deps.accounts.outbox);
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
      return sendAppShell(request, reply, { webDist: deps.webDist as string, ...boot });
    }
    const body: ApiErrorBody = { error: { code: 'not_found', message: `No route for ${request.method} ${url}` } };
    return reply.code(404).send(body);
  });
  return app;
}
