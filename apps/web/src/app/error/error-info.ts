import { isRouteErrorResponse } from '../../shared/router/index.ts';
import { isApiError } from '../../shared/api/api-error.ts';

export interface ErrorInfo {
  /** HTTP-like status, or null for an error without one (a thrown exception). */
  code: number | null;
  message: string;
  /** Where the error page's "Back to home" leads, when the thrower knew (a venue's menu). */
  home?: string;
}

function messageOfData(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null && 'message' in value) {
    const { message } = value as { message: unknown };
    if (typeof message === 'string') return message;
  }
  return '';
}

function homeOfData(value: unknown): string | undefined {
  if (typeof value === 'object' && value !== null && 'home' in value) {
    const { home } = value as { home: unknown };
    if (typeof home === 'string' && home.startsWith('/') && !home.startsWith('//')) return home;
  }
  return undefined;
}

/** The code and message of whatever a loader or component threw. */
export function errorInfo(error: unknown): ErrorInfo {
  if (isRouteErrorResponse(error)) {
    const home = homeOfData(error.data);
    return { code: error.status, message: messageOfData(error.data) || error.statusText, ...(home ? { home } : {}) };
  }
  if (isApiError(error)) return { code: error.status || null, message: error.message };
  if (error instanceof Error) return { code: null, message: error.message };
  return { code: null, message: messageOfData(error) || String(error ?? '') };
}

/** SPEC §2: the page title is the product name followed by the code. */
export function errorTitle(productName: string, code: number | null): string {
  return code === null ? productName : `${productName} ${code}`;
}
