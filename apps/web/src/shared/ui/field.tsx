import { useId, type ReactNode } from 'react';

/** The one colour of an error text, light and dark. */
export const errorTextClass = 'text-sm text-red-700 dark:text-red-300';

/** What the control inside a Field spreads on itself: its id and the links to the hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

/**
 * A labelled form control with its hint and error. The control comes from a function so any input fits
 * (text, textarea, select); it gets the id the label points to, `aria-describedby` naming the hint and the
 * error, and `aria-invalid` while there is an error.
 */
export function Field({
  label,
  hint,
  error,
  id: givenId,
  hideLabel = false,
  announceError = false,
  className,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  /** The error text, already translated; null or absent when the value is fine. */
  error?: ReactNode;
  /** The control's id when the page needs to know it; made up otherwise. */
  id?: string;
  /** The label is for screen readers only (the design shows a placeholder or a heading instead). */
  hideLabel?: boolean;
  /** The error is announced as it appears (`role="alert"`): for a form whose only message it is, such as a dialog's. */
  announceError?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const madeId = useId();
  const id = givenId ?? madeId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'mb-2 block text-sm font-medium text-ink'}>
        {label}
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint ? (
        <p id={hintId} className="mt-2 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role={announceError ? 'alert' : undefined} className={`mt-2 ${errorTextClass}`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
