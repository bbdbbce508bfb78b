interface ImportMetaEnv {
  /** The error-reporting DSN (decision 0098); unset, nothing is loaded or sent. */
  readonly VITE_SENTRY_DSN?: string;
}
