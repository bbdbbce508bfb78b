// No zod here: the web app's first script imports this module (through `@okmenu/contract/shell-timing`).

/**
 * The app shell's `Server-Timing` metric whose description is when the server read the answers it put into the
 * page (milliseconds since 1970, the server's clock). Not part of the page's bytes, which are cached per answer:
 * a page the service worker or the back button brings back from a cache carries the time of its first answer,
 * so the app can tell a page just served from a kept copy (decision 0127).
 */
export const shellWrittenTiming = 'written';
