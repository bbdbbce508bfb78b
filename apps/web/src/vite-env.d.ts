/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the API, default "/api/". */
  readonly VITE_API_BASE?: string;
  /** Comma-separated hosts that serve the app itself (not a business's custom domain). */
  readonly VITE_APP_HOSTS?: string;
  /** Set by vite.config.ts at build time; absent in tests. */
  readonly VITE_BUILD_ID?: string;
  /** Map tiles ({z}/{x}/{y}), default OpenStreetMap's; only the map routes load them. */
  readonly VITE_TILE_URL?: string;
  /** The tiles' attribution (HTML), default OpenStreetMap's. */
  readonly VITE_TILE_ATTRIBUTION?: string;
  /** Script hosts of the tracking pixels (issue 18), default the platforms' own; tests point them elsewhere. */
  readonly VITE_META_PIXEL_HOST?: string;
  readonly VITE_GTAG_HOST?: string;
  readonly VITE_SNAPCHAT_PIXEL_HOST?: string;
  readonly VITE_TIKTOK_PIXEL_HOST?: string;
}
