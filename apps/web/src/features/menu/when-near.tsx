import { useEffect, useRef, useState, type ReactNode } from 'react';
import { menuRevealQueue } from './reveal-queue.ts';

/**
 * Items revealed together: half a phone screen of rows, one group per frame. A whole section at once (25 items
 * in the 1,000-item menu) took a task of over 100 ms at 4x CPU, and a jump across the menu revealed many sections
 * in one task (decision 0112). Groups of six made each frame that drew one a task of 50-70 ms at 4x; with three,
 * 16 long tasks in 11 scrolls of the whole menu against 33, and the reveals still keep ahead of the scroll
 * (decision 0134).
 */
export const itemsPerReveal = 3;

/** A list of items cut into groups of `itemsPerReveal`, each revealed on its own. */
export function itemGroups<T>(items: readonly T[]): T[][] {
  const groups: T[][] = [];
  for (let start = 0; start < items.length; start += itemsPerReveal)
    groups.push(items.slice(start, start + itemsPerReveal));
  return groups;
}

function columns(): number {
  if (typeof window === 'undefined' || !window.matchMedia) return 1;
  if (window.matchMedia('(min-width: 1024px)').matches) return 3;
  return window.matchMedia('(min-width: 640px)').matches ? 2 : 1;
}

/** Rough height of a group of items before they are rendered (rows of ~132 px cards, 12 px apart). */
export const estimatedHeight = (count: number) => {
  const rows = Math.ceil(Math.max(1, count) / columns());
  return rows * 132 + (rows - 1) * 12;
};

/** Placeholders watched, with what each does when it comes near or leaves. */
const watchers = new Map<Element, (near: boolean) => void>();
let nearObserver: IntersectionObserver | undefined;

/**
 * One IntersectionObserver for every placeholder: the 1,000-item menu has about 170 of them, and an observer
 * each is work for the browser on every frame of a scroll.
 */
function watchNear(element: Element, onChange: (near: boolean) => void): () => void {
  nearObserver ??= new IntersectionObserver(
    (records) => {
      for (const record of records) watchers.get(record.target)?.(record.isIntersecting);
    },
    { rootMargin: '1200px 0px' },
  );
  const observer = nearObserver;
  watchers.set(element, onChange);
  observer.observe(element);
  return () => {
    watchers.delete(element);
    observer.unobserve(element);
  };
}

/**
 * Renders its children once the placeholder comes within a screen or two of the viewport, so a 1,000-item menu
 * does not build every card up front; once shown it stays. Placeholders near at once are revealed one per task
 * (menuRevealQueue), skipping those the scroll has left by then.
 */
export function WhenNear({ eager, height, children }: { eager: boolean; height: number; children: ReactNode }) {
  const [near, setNear] = useState(eager);
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const reveal = () => setNear(true);
    if (typeof IntersectionObserver === 'undefined') return menuRevealQueue.push(reveal, () => true);
    let intersecting = false;
    let queued: (() => void) | undefined;
    const stillWanted = () => {
      if (!intersecting) queued = undefined;
      return intersecting;
    };
    const unwatch = watchNear(element, (isNear) => {
      intersecting = isNear;
      if (intersecting && !queued) queued = menuRevealQueue.push(reveal, stillWanted);
    });
    return () => {
      unwatch();
      queued?.();
    };
  }, [near]);
  return near ? <>{children}</> : <li ref={ref} style={{ height }} aria-hidden="true" className="col-span-full" />;
}
