import { useId } from 'react';
import { changeLanguage } from '../../../shared/i18n/i18n.ts';
import { nativeLanguageName } from '../../../shared/i18n/native-language-name.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { GlobeIcon } from '../../../shared/ui/icons.tsx';
import type { StreamState } from '../api/order-stream.ts';

interface BoardHeaderProps {
  businessName: string;
  label: string;
  locales: readonly string[];
  connection: StreamState;
  soundOn: boolean;
  onToggleSound(): void;
  onSignOut(): void;
  /** Owners only: opens the wallet top-up. */
  onTopUp?(): void;
}

/** The board's bar: who is signed in, the live connection, sound, language and sign out. */
export function BoardHeader(props: BoardHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-20 border-b border-line bg-raised/95 backdrop-blur">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2.5">
        <div className="flex min-w-0 flex-1 basis-64 items-center gap-3">
          <div className="min-w-0 flex-1">
            <h1 className="truncate text-lg font-bold">{props.businessName}</h1>
            <p className="truncate text-xs text-ink-muted">{t('staff.header.signedInAs', { label: props.label })}</p>
          </div>
          <ConnectionBadge state={props.connection} />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {props.onTopUp ? (
            <button
              type="button"
              onClick={props.onTopUp}
              className="inline-flex min-h-10 items-center rounded-full px-3 text-sm font-medium whitespace-nowrap ring-1 ring-line hover:bg-ink/5"
            >
              {t('staff.wallet.open')}
            </button>
          ) : null}
          <button
            type="button"
            onClick={props.onToggleSound}
            className={`inline-flex min-h-10 items-center gap-1.5 rounded-full px-3 text-sm font-medium whitespace-nowrap ring-1 ${
              props.soundOn ? 'bg-primary text-on-primary ring-primary' : 'ring-line hover:bg-ink/5'
            }`}
          >
            <SpeakerIcon on={props.soundOn} />
            {t(props.soundOn ? 'staff.header.soundOff' : 'staff.header.soundOn')}
          </button>
          <LanguageSelect locales={props.locales} />
          <button
            type="button"
            onClick={props.onSignOut}
            className="min-h-10 rounded-full px-3 text-sm font-medium whitespace-nowrap ring-1 ring-line hover:bg-ink/5"
          >
            {t('staff.header.signOut')}
          </button>
        </div>
      </div>
    </header>
  );
}

const badge: Record<StreamState, { dot: string; key: string }> = {
  live: { dot: 'bg-emerald-500', key: 'staff.connection.live' },
  connecting: { dot: 'bg-amber-500 animate-pulse', key: 'staff.connection.connecting' },
  reconnecting: { dot: 'bg-red-500 animate-pulse', key: 'staff.connection.reconnecting' },
  unauthorized: { dot: 'bg-red-500', key: 'staff.connection.refused' },
};

/** Whether new orders arrive live; the stream reconnects by itself. */
function ConnectionBadge({ state }: { state: StreamState }) {
  const { t } = useTranslation();
  return (
    <span
      role="status"
      data-state={state}
      className="inline-flex min-h-10 shrink-0 items-center gap-2 rounded-full bg-surface px-3 text-sm font-medium whitespace-nowrap"
    >
      <span aria-hidden="true" className={`size-2.5 rounded-full ${badge[state].dot}`} />
      {t(badge[state].key)}
    </span>
  );
}

/** The business's languages; the staff area has no business theme, so the choice is kept in the cookie only. */
function LanguageSelect({ locales }: { locales: readonly string[] }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const options = locales.includes(i18n.language) ? locales : [i18n.language, ...locales];
  if (options.length < 2) return null;
  return (
    <div className="relative inline-flex min-h-10 items-center rounded-full ring-1 ring-line">
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <GlobeIcon className="pointer-events-none absolute start-2.5 size-4.5" />
      <select
        id={id}
        value={i18n.language}
        onChange={(event) => void changeLanguage(event.target.value, { persist: true })}
        className="min-h-10 cursor-pointer appearance-none rounded-full bg-transparent ps-8 pe-3 text-sm font-medium [&>option]:bg-raised [&>option]:text-ink"
      >
        {options.map((code) => (
          <option key={code} value={code} lang={code}>
            {nativeLanguageName(code)}
          </option>
        ))}
      </select>
    </div>
  );
}

function SpeakerIcon({ on }: { on: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-4.5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
    >
      <path d="M4 9v6h4l5 4V5L8 9H4z" strokeLinejoin="round" />
      {on ? (
        <path d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" strokeLinecap="round" />
      ) : (
        <path d="m17 9 5 6m0-6-5 6" strokeLinecap="round" />
      )}
    </svg>
  );
}
