import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { TranslateFunction } from '../i18n/translate.ts';
import { isApiError } from '../api/api-error.ts';

/**
 * How a form says what is wrong with a field, in the guest's language: a translation key per zod issue
 * code (`too_small`, `invalid_format`, `custom` …) with `default` for any other code. A `custom` issue
 * (a rule from `@okmenu/domain` added with `superRefine`) may name its own key in `params.messageKey`.
 */
export type FieldMessages<T extends FieldValues> = Partial<
  Record<Path<T>, { default: string } & Record<string, string>>
>;

/** The translated text of a field error from the resolver or the server, or null when the field is fine. */
export function fieldErrorText<T extends FieldValues>(
  t: TranslateFunction,
  messages: FieldMessages<T>,
  name: Path<T>,
  error: { type?: string; message?: string } | undefined,
): string | null {
  if (!error) return null;
  // A rule of the domain names its own key (see `domainIssue`).
  if (error.message?.startsWith('key:')) return t(error.message.slice(4));
  const forField = messages[name];
  if (!forField) return error.message ?? null;
  return t(forField[error.type ?? ''] ?? forField.default);
}

/** The message of a custom zod issue that names its translation key (read back by `fieldErrorText`). */
export function domainIssueMessage(key: string): string {
  return `key:${key}`;
}

/**
 * Puts the server's `error.fields[]` answers (paths such as `body.email`) on the form's fields of the
 * same name. Answers whether every field answer found its field, so the caller shows its general error
 * only for the rest.
 */
export function applyServerFields<T extends FieldValues>(
  error: unknown,
  names: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!isApiError(error) || !error.fields?.length) return false;
  let all = true;
  for (const field of error.fields) {
    const name = serverFieldName(field.path, names);
    if (name) setError(name, { type: 'server', message: field.message });
    else all = false;
  }
  return all;
}

/** The form field a server path names (`body.email` → `email`, `body.items.0.name` → none), or null. */
export function serverFieldName<N extends string>(path: string, names: readonly N[]): N | null {
  const bare = path.replace(/^(body|query|params)\./, '');
  return names.find((name) => name === bare) ?? null;
}
