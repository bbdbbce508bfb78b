/**
 * The bearer token the API client sends. The auth feature owns the token (persisted in `okmenu-auth`)
 * and registers a getter here, so shared code never imports a feature.
 */
let tokenGetter: () => string | null = () => null;

export function setAuthTokenGetter(getter: () => string | null): void {
  tokenGetter = getter;
}

export function getAuthToken(): string | null {
  return tokenGetter();
}
