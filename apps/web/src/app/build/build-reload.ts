import type { Router } from '../../shared/router/index.ts';
import { buildId } from '../../shared/config/app-config.ts';
import { watchForNewBuild } from '../../shared/build/build-watch.ts';

/**
 * Polls /build.json hourly; once a newer build is deployed, the next navigation becomes a full page
 * load of its target, so the visitor gets the new code without losing their place (SPEC §4).
 */
export function installBuildReload(router: Router): () => void {
  if (buildId === 'dev') return () => undefined;
  let stale = false;
  const stopWatch = watchForNewBuild({
    currentId: buildId,
    onNewBuild: () => {
      stale = true;
      // The service worker of the new build replaces the old one (and its kept files) before the reload.
      void import('../offline/register-service-worker.ts').then(({ updateServiceWorker }) => updateServiceWorker());
    },
  });
  const unsubscribe = router.subscribe((state) => {
    const target = state.navigation.location;
    if (stale && target) window.location.assign(router.createHref(target));
  });
  return () => {
    stopWatch();
    unsubscribe();
  };
}
