/**
 * What the link that opened the app asked for (SPEC §7, decision 0104): `?wv=1` (opened inside a mobile app's web
 * view, which shows its own navigation and account) and `?theme_id=` (one of the business's named themes). Both
 * are kept for the browser tab's session, so they survive navigation and reloads, and are passed to every
 * restaurant call.
 */
export interface LinkOptions {
  webView: boolean;
  themeId: string | null;
}

const key = 'okmenu-link-options';
const themeIdPattern = /^[a-z0-9_-]{1,40}$/;
type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

function stored(storage: SessionStore | undefined): LinkOptions {
  try {
    const value = JSON.parse(storage?.getItem(key) ?? 'null') as Partial<LinkOptions> | null;
    return {
      webView: value?.webView === true,
      themeId: typeof value?.themeId === 'string' && themeIdPattern.test(value.themeId) ? value.themeId : null,
    };
  } catch {
    return { webView: false, themeId: null };
  }
}

/**
 * The session's options after reading a link's query: a `wv` or `theme_id` present in it replaces the kept one
 * (`wv=0` ends web-view mode); malformed values, which the server would refuse, are ignored.
 */
export function readLinkOptions(search: string, storage: SessionStore | undefined): LinkOptions {
  const query = new URLSearchParams(search);
  const options = stored(storage);
  const wv = query.get('wv');
  if (wv === '1' || wv === 'true') options.webView = true;
  if (wv === '0' || wv === 'false') options.webView = false;
  const themeId = query.get('theme_id');
  if (themeId !== null && themeIdPattern.test(themeId)) options.themeId = themeId;
  try {
    storage?.setItem(key, JSON.stringify(options));
  } catch {
    // Storage full or blocked: the options still hold for this page.
  }
  return options;
}

let current: LinkOptions | undefined;

function safeSessionStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The tab's link options, read once from the address the app started at. */
export function linkOptions(): LinkOptions {
  current ??= readLinkOptions(typeof window === 'undefined' ? '' : window.location.search, safeSessionStorage());
  return current;
}

/** The restaurant call's `wv` and `theme_id` query (SPEC §7), only what the link asked for. */
export function restaurantLinkQuery(options: LinkOptions = linkOptions()): Record<string, string> {
  return {
    ...(options.webView ? { wv: '1' } : {}),
    ...(options.themeId ? { theme_id: options.themeId } : {}),
  };
}
