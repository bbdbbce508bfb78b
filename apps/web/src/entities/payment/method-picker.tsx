import type { OnlineMethod } from '@okmenu/domain';
import { MethodMark, useMethodName } from './method-mark.tsx';

/** The online methods as radio buttons, each with its mark; named by the method (the mark is decorative). */
export function MethodPicker({
  name,
  methods,
  value,
  onChange,
  label,
}: {
  name: string;
  methods: readonly OnlineMethod[];
  value: OnlineMethod | null;
  onChange: (method: OnlineMethod) => void;
  /** The group's accessible name. */
  label: string;
}) {
  const methodName = useMethodName();
  return (
    <div role="radiogroup" aria-label={label} className="grid gap-2 sm:grid-cols-2" data-testid="online-methods">
      {methods.map((method) => (
        <label
          key={method}
          className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl bg-raised px-3 ring-1 ring-line has-[:checked]:bg-primary/5 has-[:checked]:ring-2 has-[:checked]:ring-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary dark:has-[:checked]:bg-white/5"
        >
          <input
            type="radio"
            name={name}
            value={method}
            checked={value === method}
            onChange={() => onChange(method)}
            className="size-4 accent-[var(--color-primary)]"
          />
          <span className="min-w-0 flex-1 text-ink">{methodName(method)}</span>
          <MethodMark method={method} />
        </label>
      ))}
    </div>
  );
}
