import type { TagWire } from '@okmenu/contract';

/** An item's dietary and allergen tags by name (names come from tags-ingredients; unknown keys are skipped). */
export function TagChips({
  keys,
  tags,
  max = 3,
}: {
  keys: readonly string[];
  tags: ReadonlyMap<string, TagWire>;
  max?: number;
}) {
  const known = keys.map((key) => tags.get(key)).filter((tag): tag is TagWire => tag !== undefined);
  if (known.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1">
      {known.slice(0, max).map((tag) => (
        <li
          key={tag.key}
          className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-[11px] font-medium ${
            tag.kind === 'allergen'
              ? 'bg-amber-500/15 text-amber-800 dark:text-amber-200'
              : 'bg-emerald-500/15 text-emerald-800 dark:text-emerald-200'
          }`}
        >
          {tag.icon ? <span aria-hidden="true">{tag.icon}</span> : null}
          {tag.name}
        </li>
      ))}
    </ul>
  );
}
