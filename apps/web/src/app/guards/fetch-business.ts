import type { RestaurantResponse } from '@okmenu/contract';
import type { QueryClient } from '@tanstack/react-query';
import { data } from '../../shared/router/index.ts';
import { restaurantQueryOptions } from '../../entities/business/api/get-restaurant.ts';
import { isApiError } from '../../shared/api/api-error.ts';
import { getCurrentLocale } from '../../shared/i18n/current-locale.ts';
import { changeLanguage, i18n, languageForBusiness, messagesReady } from '../../shared/i18n/i18n.ts';

/** Only web addresses may be redirect targets; anything else is ignored. */
function safeRedirectUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** The fallback message is translated, so it waits for the messages (loaders can finish before them). */
async function somethingWentWrong(): Promise<string> {
  await messagesReady();
  return i18n.t('errors.somethingWentWrong');
}

async function toRouteError(error: unknown): Promise<unknown> {
  if (!isApiError(error)) return error;
  const message = error.message || (await somethingWentWrong());
  if (error.status === 0) return new Error(message);
  return data({ message }, { status: error.status });
}

async function fetchInLocale(queryClient: QueryClient, referenceId: string, locale: string) {
  try {
    return await queryClient.ensureQueryData(restaurantQueryOptions(referenceId, locale));
  } catch (error) {
    throw await toRouteError(error);
  }
}

/**
 * The fetch-business guard: loads the business in the visitor's language, following a `redirect`
 * answer (SPEC §8) and switching to the language the business allows (SPEC §4) before anything renders.
 */
export async function loadBusiness(queryClient: QueryClient, referenceId: string): Promise<RestaurantResponse> {
  let answer = await fetchInLocale(queryClient, referenceId, getCurrentLocale());
  const redirectUrl = answer.redirect ? safeRedirectUrl(answer.url) : null;
  if (redirectUrl) {
    window.location.replace(redirectUrl);
    return new Promise<RestaurantResponse>(() => undefined);
  }
  if (!answer.restaurant) {
    throw data({ message: answer.message || (await somethingWentWrong()) }, { status: 404 });
  }
  const language = languageForBusiness(answer.restaurant.locales);
  if (language !== getCurrentLocale()) {
    await changeLanguage(language, { persist: true });
    answer = await fetchInLocale(queryClient, referenceId, language);
  }
  return answer;
}

export function fetchBusinessLoader(queryClient: QueryClient) {
  return async ({ params }: { params: { referenceId?: string } }) => {
    await loadBusiness(queryClient, params.referenceId ?? '');
    return null;
  };
}
