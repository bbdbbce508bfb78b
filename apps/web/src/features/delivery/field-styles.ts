/** The look of the delivery form's text inputs (the address form and its gift section). */
export const fieldClass =
  'min-h-12 w-full rounded-xl bg-surface px-3 text-ink ring-1 ring-line placeholder:text-ink-muted/70 focus:ring-2 focus:ring-primary focus:outline-none aria-[invalid]:ring-2 aria-[invalid]:ring-red-500';
