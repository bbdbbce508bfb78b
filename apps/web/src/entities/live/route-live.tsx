import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useRouteLiveState, type RouteLive } from './use-route-live.ts';

const RouteLiveContext = createContext<RouteLive | null>(null);

/**
 * The business route's live state, read once for every component under it. Each item card used to read it
 * with its own restaurant and live query observers: with a 1,000-item menu on screen, every live poll ran
 * 2,000 observers' bookkeeping in one task (a 300-500 ms long task at 4x CPU, decision 0117). The value keeps
 * its identity while its parts do, so a poll that changes nothing re-renders nothing.
 */
export function RouteLiveProvider({ children }: { children: ReactNode }) {
  const { referenceId, type, live, overlay, items } = useRouteLiveState();
  const value = useMemo(() => ({ referenceId, type, live, overlay, items }), [referenceId, type, live, overlay, items]);
  return <RouteLiveContext.Provider value={value}>{children}</RouteLiveContext.Provider>;
}

/** The live state of the current business route (sold out, busy), from the nearest `RouteLiveProvider`. */
export function useRouteLive(): RouteLive {
  const value = useContext(RouteLiveContext);
  if (!value) throw new Error('useRouteLive is used outside a RouteLiveProvider (the business layout gives one).');
  return value;
}
