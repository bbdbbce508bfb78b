/** The booking page's field and choice-chip looks (the date strip, party size, times and areas). */
export const inputClass =
  'min-h-12 w-full rounded-xl bg-surface px-3 text-ink ring-1 ring-line placeholder:text-ink-muted/70 focus:ring-2 focus:ring-primary focus:outline-none aria-[invalid]:ring-red-500';
export const chip =
  'inline-flex min-h-11 items-center justify-center rounded-full px-4 text-sm font-medium ring-1 transition focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none disabled:opacity-60';
export const chipOn = 'bg-primary text-on-primary ring-primary';
export const chipOff = 'bg-raised text-ink ring-line hover:bg-ink/5 dark:hover:bg-white/10';
