/** Formats an ISO instant as a day and time in the branch's time zone, in the interface language. */
export function formatLocalTime(iso: string, options: { locale: string; timeZone: string; withDay?: boolean }): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const format = (timeZone: string | undefined) =>
    new Intl.DateTimeFormat(options.locale, {
      ...(options.withDay === false ? {} : { weekday: 'short' }),
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
    }).format(date);
  try {
    return format(options.timeZone);
  } catch {
    return format(undefined);
  }
}

/** Formats a calendar date (YYYY-MM-DD) as a short weekday, day and month. */
export function formatLocalDate(date: string, locale: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const instant = new Date(Date.UTC(year, month - 1, day, 12));
  try {
    return new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }).format(instant);
  } catch {
    return date;
  }
}
