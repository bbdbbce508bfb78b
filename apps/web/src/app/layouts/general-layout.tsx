import { Outlet } from '../../shared/router/index.ts';

/** The general layout (SPEC §2) for pages outside a business: no business theme or navigation. */
export function GeneralLayout() {
  return (
    <div className="min-h-dvh bg-surface">
      <Outlet />
    </div>
  );
}
