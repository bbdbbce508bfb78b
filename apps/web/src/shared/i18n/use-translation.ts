import { useMemo, useSyncExternalStore } from 'react';
import { getTranslationSnapshot, subscribeToTranslation } from './i18n.ts';
import type { TranslateFunction } from './translate.ts';

export type { TranslateFunction, TranslateOptions } from './translate.ts';

/**
 * The one place components get their translation function from. Same call shape as react-i18next's
 * hook (`const { t, i18n } = useTranslation()`); re-renders when the language or its messages change.
 */
export function useTranslation(): { t: TranslateFunction; i18n: { language: string } } {
  const snapshot = useSyncExternalStore(subscribeToTranslation, getTranslationSnapshot, getTranslationSnapshot);
  return useMemo(() => ({ t: snapshot.t, i18n: { language: snapshot.language } }), [snapshot]);
}
