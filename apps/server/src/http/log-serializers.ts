import type { FastifyRequest } from 'fastify';

/** A URL for the logs with phone numbers in its query masked (+965****1234), e.g. webapp/resend-otp?phone=…. */
export function maskUrlPhones(url: string): string {
  return url.replace(/([?&]phone=)([^&#]*)/gi, (_match, key: string, value: string) => {
    let phone = value;
    try {
      phone = decodeURIComponent(value);
    } catch {
      // A malformed escape is masked as it is.
    }
    return `${key}${phone.length <= 8 ? '****' : `${phone.slice(0, 4)}****${phone.slice(-4)}`}`;
  });
}

/** The request as logged: Fastify's default fields, with phones in the URL masked. */
export function requestLogSerializer(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: maskUrlPhones(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
