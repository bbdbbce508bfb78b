import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '../../shared/router/index.ts';
import {
  referenceIdOfDomainAnswer,
  restaurantDomainQueryOptions,
} from '../../entities/business/api/get-restaurant-domain.ts';
import { appHosts } from '../../shared/config/app-config.ts';

const localHosts = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);
const ipAddress = /^(\d{1,3}\.){3}\d{1,3}$|^\[?[0-9a-f:]+\]?$/i;

/** Whether a host is a business's own domain rather than the app's host (local, an IP, or configured). */
export function isCustomDomain(hostname: string, configuredHosts: readonly string[] = appHosts): boolean {
  const host = hostname.toLowerCase();
  if (localHosts.has(host) || host.endsWith('.localhost') || ipAddress.test(host)) return false;
  return !configuredHosts.includes(host);
}

/** `/` on a custom domain sends the visitor to the business that owns the domain. */
export function customDomainLoader(queryClient: QueryClient) {
  return async (): Promise<Response | null> => {
    const host = window.location.hostname;
    if (!isCustomDomain(host)) return null;
    const answer = await queryClient.ensureQueryData(restaurantDomainQueryOptions(host));
    const referenceId = referenceIdOfDomainAnswer(answer);
    return referenceId ? redirect(`/${referenceId}${window.location.search}`) : null;
  };
}
