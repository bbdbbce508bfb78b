import type { TagWire } from '@okmenu/contract';
import type { ZonedMoment } from '@okmenu/domain';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { holdPlace } from '../../shared/ui/hold-place.ts';
import { ClosedNote } from './availability-note.tsx';
import { ItemRow } from './item-card.tsx';
import type { MenuPaths } from './menu-paths.ts';
import type { MenuPricing } from './menu-pricing.ts';
import { estimatedHeight, itemGroups, WhenNear } from './when-near.tsx';
import { itemsUnder, type CategoryEntry } from './menu-view.ts';

interface OnePageMenuProps {
  entries: readonly CategoryEntry[];
  paths: MenuPaths;
  pricing: MenuPricing;
  tags: ReadonlyMap<string, TagWire>;
  moment: ZonedMoment;
}

const sectionId = (categoryId: number) => `menu-section-${categoryId}`;
/** Sections rendered at once; the others render their items when they come near the viewport. */
const eagerSections = 2;
/** Sections further than this many screens away are jumped to without a smooth scroll. */
const farJump = 2;
/** A section's height before it is first shown: its title, then its items' rows. */
const sectionHeight = (entry: CategoryEntry) => 52 + estimatedHeight(itemsUnder(entry).length);

/**
 * The `one_page` menu layout: every category and its items on one page, with sticky category tabs that follow the
 * scroll (IntersectionObserver) and jump to a section when chosen.
 */
export function OnePageMenu({ entries, paths, pricing, tags, moment }: OnePageMenuProps) {
  const { t } = useTranslation();
  const [active, setActive] = useState<number | undefined>(entries[0]?.category.id);
  const stripRef = useRef<HTMLUListElement>(null);
  const lockUntil = useRef(0);

  useEffect(() => {
    const visible = new Map<number, boolean>();
    const order = entries.map((entry) => entry.category.id);
    const observer = new IntersectionObserver(
      (records) => {
        for (const record of records)
          visible.set(Number((record.target as HTMLElement).dataset.category), record.isIntersecting);
        if (performance.now() < lockUntil.current) return;
        const first = order.find((id) => visible.get(id));
        if (first !== undefined) setActive(first);
      },
      // A band just under the sticky tabs: the section crossing it is the current one.
      { rootMargin: '-140px 0px -55% 0px' },
    );
    for (const id of order) {
      const element = document.getElementById(sectionId(id));
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [entries]);

  useEffect(() => {
    const strip = stripRef.current;
    const tab = strip?.querySelector<HTMLElement>(`[data-tab="${active}"]`);
    if (!strip || !tab) return;
    const stripBox = strip.getBoundingClientRect();
    const tabBox = tab.getBoundingClientRect();
    const delta = tabBox.left + tabBox.width / 2 - (stripBox.left + stripBox.width / 2);
    strip.scrollBy?.({ left: delta, behavior: 'smooth' });
  }, [active]);

  /** `at` is the click's time stamp (the performance clock), so the observer ignores the smooth scroll that follows. */
  const settling = useRef<(() => void) | undefined>(undefined);
  useEffect(() => () => settling.current?.(), []);

  const jumpTo = (id: number, at: number) => {
    const section = document.getElementById(sectionId(id));
    if (!section) return;
    settling.current?.();
    lockUntil.current = at + 800;
    setActive(id);
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    // A smooth scroll to a far section lays out and paints every section it passes, frame after frame (long
    // tasks of 50-100 ms at 4x CPU on the 1,000-item menu): only a near one glides, a far one is jumped to.
    const far = Math.abs(section.getBoundingClientRect().top) > farJump * window.innerHeight;
    section.scrollIntoView({ behavior: reduceMotion || far ? 'auto' : 'smooth', block: 'start' });
    section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
    // The sections passed on the way grow from their estimated size to their real one, so a smooth scroll to a
    // far section stopped thousands of pixels short (before decision 0112 too). Once it ends, align again at once.
    let timer = 0;
    const done = () => {
      window.removeEventListener('scrollend', align);
      window.clearTimeout(timer);
      settling.current = undefined;
    };
    const align = () => {
      done();
      lockUntil.current = performance.now() + 300;
      section.scrollIntoView({ behavior: 'auto', block: 'start' });
      settling.current = holdAtTop(section, () => (lockUntil.current = performance.now() + 300));
    };
    window.addEventListener('scrollend', align);
    // Where scrollend is not fired: once a smooth scroll across the page is surely over.
    timer = window.setTimeout(align, 1500);
    settling.current = done;
  };

  // The same element while only the current tab changes: scrolling a 1,000-item menu changes it dozens of
  // times, and each change re-rendered every item shown so far (long tasks up to 1 s at 4x CPU, decision 0108).
  // Each section is memoised too: the minute's tick renders only the sections whose entry changed (0124).
  const sections = useMemo(
    () => (
      <>
        {entries.map((entry, index) => (
          <MenuSection
            key={entry.category.id}
            entry={entry}
            paths={paths}
            pricing={pricing}
            tags={tags}
            eager={index < eagerSections}
            eagerImages={index === 0}
            moment={entry.available ? null : moment}
          />
        ))}
      </>
    ),
    [entries, paths, pricing, tags, moment],
  );

  return (
    <div>
      <nav
        aria-label={t('menu.categoryTabs')}
        className="sticky top-0 z-20 -mx-4 border-b border-line bg-surface/95 backdrop-blur md:top-16 md:-mx-6"
      >
        <ul ref={stripRef} className="relative flex gap-2 overflow-x-auto px-4 py-2.5 [scrollbar-width:none] md:px-6">
          {entries.map((entry) => {
            const id = entry.category.id;
            const current = id === active;
            return (
              <li key={id} className="shrink-0">
                <a
                  href={`#${sectionId(id)}`}
                  data-tab={id}
                  aria-current={current ? 'true' : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    jumpTo(id, event.timeStamp);
                  }}
                  className={`inline-flex min-h-10 items-center rounded-full px-4 text-sm font-medium whitespace-nowrap ring-1 transition ${
                    current
                      ? 'bg-primary text-on-primary ring-primary'
                      : `bg-raised ring-line hover:ring-primary/40 ${entry.available ? 'text-ink' : 'text-ink-muted'}`
                  }`}
                >
                  {entry.category.name}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      {sections}
    </div>
  );
}

/** A category's items, and those of its open subcategories. */
interface SectionItemsProps {
  entry: CategoryEntry;
  paths: MenuPaths;
  pricing: MenuPricing;
  tags: ReadonlyMap<string, TagWire>;
  /** Render every item now instead of when near the viewport. */
  eager: boolean;
  /** Load the first photos at once (the first section). */
  eagerImages: boolean;
}

interface MenuSectionProps extends SectionItemsProps {
  /** The branch's clock, for a closed section's note only: an open one is left alone by the minute's tick. */
  moment: ZonedMoment | null;
}

/** One category: its title, then its items, or when it opens. */
const MenuSection = memo(function MenuSection({ moment, ...items }: MenuSectionProps) {
  const { entry } = items;
  const id = sectionId(entry.category.id);
  return (
    <section
      id={id}
      data-category={entry.category.id}
      aria-labelledby={`${id}-title`}
      // Off-screen sections skip style, layout and paint (their size estimated until first shown): each
      // group revealed would otherwise lay out the whole 1,000-item page again (decision 0112).
      className="scroll-mt-16 pt-6 [content-visibility:auto] md:scroll-mt-32"
      style={{ containIntrinsicSize: `auto ${sectionHeight(entry)}px` }}
    >
      <h2 id={`${id}-title`} tabIndex={-1} className="text-lg font-bold text-ink outline-none md:text-xl">
        {entry.category.name}
      </h2>
      {entry.category.description ? <p className="text-sm text-ink-muted">{entry.category.description}</p> : null}
      {entry.available ? (
        <SectionItems {...items} />
      ) : moment ? (
        <p className="mt-3">
          <ClosedNote opensAt={entry.opensAt} moment={moment} />
        </p>
      ) : null}
    </section>
  );
});

/** How long a chosen section is held at the top while the sections around it render. */
const holdMs = 1000;

/**
 * For a moment after a jump, the items around the chosen section still render and the sections above it grow
 * or shrink from their estimated size; the browser's scroll anchoring did not always keep the place (the title
 * ended a card row lower now and then). For `holdMs`, or until the guest scrolls, touches or types, the section is
 * put back at the top whenever the page changes size. Returns a function that stops holding.
 */
function holdAtTop(section: HTMLElement, beforeScroll: () => void): () => void {
  const place = section.getBoundingClientRect().top;
  return holdPlace(() => {
    if (Math.abs(section.getBoundingClientRect().top - place) < 1) return;
    beforeScroll();
    section.scrollIntoView({ behavior: 'auto', block: 'start' });
  }, holdMs);
}

function SectionItems({ entry, paths, pricing, tags, eager, eagerImages }: SectionItemsProps) {
  const groups = itemGroups(entry.items);
  return (
    <>
      {groups.length > 0 ? (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {groups.map((group, at) => (
            <WhenNear key={group[0]!.id} eager={eager} height={estimatedHeight(group.length)}>
              {group.map((item, index) => (
                <li key={item.id}>
                  <ItemRow
                    item={item}
                    to={paths.item(item)}
                    pricing={pricing}
                    tags={tags}
                    eager={eagerImages && at === 0 && index < 3}
                  />
                </li>
              ))}
            </WhenNear>
          ))}
        </ul>
      ) : null}
      {entry.children
        .filter((child) => child.available)
        .map((child) => (
          <div key={child.category.id} className="mt-5">
            <h3 className="text-base font-semibold text-ink">{child.category.name}</h3>
            <SectionItems entry={child} paths={paths} pricing={pricing} tags={tags} eager={eager} eagerImages={false} />
          </div>
        ))}
    </>
  );
}
