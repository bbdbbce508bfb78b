import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type Router } from '../shared/router/index.ts';
import { currentAuthToken, useAuthStore } from '../entities/customer/auth-store.ts';
import { isApiError } from '../shared/api/api-error.ts';
import { setAuthTokenGetter } from '../shared/api/auth-token.ts';
import type { BannersResponse } from '@okmenu/contract';
import { pageAnswerOf, seedRestaurant, takePageRestaurantAnswer } from '../entities/business/api/get-restaurant.ts';
import { linkOptions } from '../entities/business/link-options.ts';
import { seedBanners } from '../features/menu/api/get-banners.ts';
import { bootLanguage, changeLanguage } from '../shared/i18n/i18n.ts';
import { takeLocaleFacts } from './boot/locale-facts.ts';
import { warmTimeZone } from './boot/warm-time-zone.ts';
import { yieldToMain } from './boot/yield-to-main.ts';
import { installBuildReload } from './build/build-reload.ts';
import { setReloadTarget } from './build/chunk-reload.ts';
import { Providers } from './providers.tsx';
import { OfflineNotice } from '../shared/ui/offline-notice.tsx';
import { createQueryClient, loginPathFor } from './query-client.ts';
import { createRoutes } from './routes.tsx';

/** Composition root of the web app: language, data cache, router, build watch. */
export async function startApp(container: HTMLElement): Promise<void> {
  // A business page carries its restaurant answer, in the language the fetch-business guard would switch
  // to (the server applies the same rule), so the guard neither fetches nor switches; like the guard, a
  // language the business imposes is saved.
  const pageBoot = takePageRestaurantAnswer();
  takeLocaleFacts(pageBoot);
  const startLanguage = bootLanguage();
  const language = pageBoot?.locale ?? startLanguage;
  // The messages download while the router already runs its loaders and fetches the route's chunks;
  // only the first render waits for them.
  const messagesReady = changeLanguage(language, { persist: language !== startLanguage });

  // Every API call sends the signed-in customer's token (SPEC §6).
  setAuthTokenGetter(currentAuthToken);
  // The query client reacts to 401/403 by navigating, and the router's loaders use the query client.
  const routerRef: { current?: Router } = {};
  const queryClient = createQueryClient({
    onUnauthorized: (error) => {
      // A 401 means the session is gone (expired, revoked, another business's): forget it.
      if (isApiError(error) && error.status === 401 && useAuthStore.getState().token) {
        useAuthStore.getState().logout();
        queryClient.removeQueries({ queryKey: ['profile'] });
      }
      const router = routerRef.current;
      const location = router?.state.navigation.location ?? window.location;
      const loginPath = loginPathFor(location.pathname);
      const next = encodeURIComponent(location.pathname + location.search);
      if (router && loginPath) void router.navigate(`${loginPath}?next=${next}`);
    },
  });
  // A large answer comes from the page's preload, fetched while the scripts downloaded.
  const pageAnswer = pageBoot ? await pageAnswerOf(pageBoot) : undefined;
  if (pageAnswer) {
    // The embedded answer is in the business's own theme: a link naming another theme fetches its answer first.
    if (!linkOptions().themeId) seedRestaurant(queryClient, pageAnswer);
    const { banners, locale } = pageAnswer;
    // The banners came with the page, so they are as old as the page (its answer may have been fetched since).
    const writtenAt = pageBoot?.writtenAt;
    if (banners) seedBanners(queryClient, { ...banners, locale, answer: banners.answer as BannersResponse, writtenAt });
  }
  // Start-up runs as a few short tasks rather than one long one, so a phone stays responsive meanwhile.
  await yieldToMain();
  warmTimeZone(pageAnswer?.answer);
  await yieldToMain();
  const appRouter = createBrowserRouter(createRoutes(queryClient));
  routerRef.current = appRouter;
  setReloadTarget(() => {
    const target = appRouter.state.navigation.location ?? appRouter.state.location;
    return appRouter.createHref(target);
  });
  installBuildReload(appRouter);
  // The service worker never weighs on the first screen: its module loads a few seconds after the page has,
  // when the browser is idle (decision 0099).
  const registerWorker = () =>
    setTimeout(() => {
      const idle = (run: () => void) =>
        'requestIdleCallback' in window ? window.requestIdleCallback(run) : setTimeout(run, 0);
      idle(
        () =>
          void import('./offline/register-service-worker.ts').then(({ registerServiceWorker }) =>
            registerServiceWorker(),
          ),
      );
    }, 3000);
  if (document.readyState === 'complete') registerWorker();
  else window.addEventListener('load', registerWorker, { once: true });

  await messagesReady;
  await yieldToMain();
  createRoot(container).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={appRouter} />
        <OfflineNotice />
      </Providers>
    </StrictMode>,
  );
}
