/** SPEC §9: the build manifest is checked every hour. */
export const buildCheckIntervalMs = 60 * 60 * 1000;

/** Reads the deployed build's id from /build.json, or null when it cannot be read. */
export async function fetchDeployedBuildId(url = '/build.json'): Promise<string | null> {
  try {
    const response = await fetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
    if (!response.ok) return null;
    const body = (await response.json()) as { id?: unknown };
    return typeof body.id === 'string' ? body.id : null;
  } catch {
    return null;
  }
}

/**
 * Polls the deployed build id and calls onNewBuild once when it differs from the running one.
 * Returns a function that stops polling.
 */
export function watchForNewBuild(options: {
  currentId: string;
  onNewBuild: () => void;
  fetchId?: () => Promise<string | null>;
  intervalMs?: number;
}): () => void {
  const { currentId, onNewBuild, fetchId = () => fetchDeployedBuildId(), intervalMs = buildCheckIntervalMs } = options;
  let stopped = false;
  const check = async () => {
    const deployed = await fetchId();
    if (!stopped && deployed !== null && deployed !== currentId) {
      stopped = true;
      clearInterval(timer);
      onNewBuild();
    }
  };
  const timer = setInterval(() => void check(), intervalMs);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
