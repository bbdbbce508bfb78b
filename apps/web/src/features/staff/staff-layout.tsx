import { useEffect } from 'react';
import { Outlet } from '../../shared/router/index.ts';
import { useMediaQuery } from '../../shared/ui/use-media-query.ts';

/**
 * The staff area's own layout: no business theme or guest navigation. Its colours follow the device's
 * light or dark setting, since a kitchen tablet at night is often set to dark.
 */
export function StaffLayout() {
  const dark = useMediaQuery('(prefers-color-scheme: dark)');
  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle('dark', dark);
    return () => root.classList.remove('dark');
  }, [dark]);
  return (
    <div className="min-h-dvh bg-surface text-ink">
      <Outlet />
    </div>
  );
}
