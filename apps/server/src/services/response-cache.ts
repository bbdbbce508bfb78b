// Kept until the shell (http/app-shell.ts, being reworked on another branch) imports services/shared/response-cache.ts.
export type { PreparedBody } from './shared/response-cache.ts';
