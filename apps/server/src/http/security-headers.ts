import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { HelmetOptions } from 'helmet';

export type HeaderSet = Readonly<Record<string, string>>;

/** The helmet options of HTML pages and every other non-API file (decision 0094 keeps them as they were). */
export function htmlHelmetOptions(
  allowedOrigins: string[],
  /** A business's tracking pixel hosts (pixel-csp.ts), on its pages only. */
  extra: { script: string[]; connect: string[]; img: string[] } = { script: [], connect: [], img: [] },
): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...extra.script],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...extra.img],
        connectSrc: ["'self'", ...allowedOrigins, ...extra.connect],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The headers helmet sets with these options, computed once: every directive is a constant, so running
 * helmet's middleware (which rebuilds its policies on each call) per request would only repeat this.
 */
export function helmetHeaders(options: HelmetOptions): HeaderSet {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
      return response;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.freeze(headers);
}

/**
 * What a JSON answer needs of them: no sniffing a JSON body into a script or a page, no embedding it
 * cross-origin without CORS, and HSTS (a browser takes it from any answer). CSP, frame, referrer, opener
 * and the other document-only headers say nothing to `fetch`, so API answers leave them out.
 */
export function jsonHeaders(html: HeaderSet): HeaderSet {
  const kept = ['x-content-type-options', 'cross-origin-resource-policy', 'strict-transport-security'];
  return Object.freeze(Object.fromEntries(kept.flatMap((name) => (html[name] ? [[name, html[name]]] : []))));
}
