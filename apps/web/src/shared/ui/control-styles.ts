/** Button styles of the account screens and dialogs. */
export const buttonClass = {
  primary:
    'inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-primary px-6 font-semibold text-on-primary shadow-sm transition hover:brightness-110 disabled:cursor-not-allowed disabled:opacity-50',
  secondary:
    'inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-raised px-6 font-semibold text-ink ring-1 ring-line transition hover:bg-ink/5 disabled:cursor-not-allowed disabled:opacity-50 dark:hover:bg-white/10',
  danger:
    'inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-red-600 px-6 font-semibold text-white shadow-sm transition hover:bg-red-700 disabled:cursor-not-allowed disabled:opacity-50',
  link: 'inline-flex min-h-11 items-center rounded-lg px-1 font-semibold text-primary-ink underline-offset-4 hover:underline disabled:cursor-not-allowed disabled:text-ink-muted disabled:no-underline',
};

/** Input styles of the account screens and dialogs. */
export const inputClass =
  'block min-h-12 w-full rounded-2xl bg-raised px-4 text-[16px] text-ink ring-1 ring-line placeholder:text-ink-muted focus:ring-2 focus:ring-primary focus:outline-none aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-red-600 disabled:opacity-60';
