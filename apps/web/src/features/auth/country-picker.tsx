import { useId, useMemo, useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { CloseIcon, GlobeIcon, SearchIcon } from '../../shared/ui/icons.tsx';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { countryOptions, filterCountries, type CountryOption } from '../../shared/phone/countries.ts';
import { Dialog } from '../../shared/ui/dialog.tsx';

/** The dial-code button of the phone field and its searchable country list (a native modal dialog). */
export function CountryPicker(props: { value: string; onChange: (iso: string) => void; disabled?: boolean }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const titleId = useId();
  const options = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const current = options.find((option) => option.iso === props.value);
  const shown = useMemo(() => filterCountries(options, search), [options, search]);

  const choose = (option: CountryOption) => {
    props.onChange(option.iso);
    setOpen(false);
    setSearch('');
  };

  return (
    <>
      <button
        type="button"
        disabled={props.disabled}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        // The name starts with the visible text (WCAG 2.5.3 label in name), then says what the button is.
        aria-label={`${props.value} ${current?.dialCode ?? ''} · ${t('auth.country.button', {
          country: current?.name ?? props.value,
          code: current?.dialCode ?? '',
        })}`}
        className="inline-flex min-h-12 shrink-0 items-center gap-2 rounded-2xl bg-raised px-3 text-ink ring-1 ring-line transition hover:bg-ink/5 focus:ring-2 focus:ring-primary focus:outline-none disabled:opacity-60 dark:hover:bg-white/10"
      >
        <span className="text-xs font-semibold text-ink-muted">{props.value}</span>
        <span dir="ltr" className="font-medium tabular-nums">
          {current?.dialCode ?? ''}
        </span>
        <span aria-hidden="true" className="text-ink-muted">
          ▾
        </span>
      </button>
      <Dialog
        open={open}
        aria-labelledby={titleId}
        onClose={() => setOpen(false)}
        closeOnBackdrop
        className="m-0 mt-auto h-[85dvh] w-full max-w-none rounded-t-3xl shadow-2xl md:m-auto md:h-[70dvh] md:max-w-md md:rounded-3xl"
      >
        {open ? (
          <div className="flex h-full flex-col">
            <div className="flex items-center justify-between px-5 pt-4">
              <h2 id={titleId} className="text-lg font-bold">
                {t('auth.country.title')}
              </h2>
              <button
                type="button"
                onClick={() => setOpen(false)}
                aria-label={t('common.close')}
                className="grid size-11 place-items-center rounded-full text-ink-muted hover:bg-ink/5 hover:text-ink"
              >
                <CloseIcon className="size-5" />
              </button>
            </div>
            <div className="relative px-5 py-3">
              <SearchIcon className="pointer-events-none absolute start-9 top-1/2 size-5 -translate-y-1/2 text-ink-muted" />
              <input
                type="text"
                inputMode="search"
                enterKeyHint="search"
                autoComplete="off"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                aria-label={t('auth.country.search')}
                placeholder={t('auth.country.search')}
                // eslint-disable-next-line jsx-a11y/no-autofocus -- a dialog focuses its first control; the search is it
                autoFocus
                className="block min-h-12 w-full rounded-full bg-surface ps-12 pe-4 text-[16px] text-ink ring-1 ring-line placeholder:text-ink-muted focus:ring-2 focus:ring-primary focus:outline-none"
              />
            </div>
            {shown.length === 0 ? (
              <EmptyState look="compact" icon={GlobeIcon} className="flex-1">
                {t('auth.country.none')}
              </EmptyState>
            ) : (
              <ul className="flex-1 overflow-y-auto px-2 pb-[calc(1rem+env(safe-area-inset-bottom))]">
                {shown.map((option) => (
                  <li key={option.iso}>
                    <button
                      type="button"
                      onClick={() => choose(option)}
                      aria-current={option.iso === props.value ? 'true' : undefined}
                      className="flex min-h-12 w-full items-center gap-3 rounded-xl px-3 text-start hover:bg-ink/5 aria-[current=true]:bg-primary/10 dark:hover:bg-white/10"
                    >
                      <span
                        aria-hidden="true"
                        className="grid h-7 w-9 shrink-0 place-items-center rounded-md bg-surface text-xs font-semibold text-ink-muted ring-1 ring-line"
                      >
                        {option.iso}
                      </span>
                      <span className="flex-1 truncate">{option.name}</span>
                      <span dir="ltr" className="text-ink-muted tabular-nums">
                        {option.dialCode}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        ) : null}
      </Dialog>
    </>
  );
}
