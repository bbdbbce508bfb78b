import { useSyncExternalStore } from 'react';

/**
 * The guest's tracking consent per business (issue 18), remembered on this device under
 * `okmenu-consent:<referenceId>`. Necessary storage needs no consent; `analytics` allows Google Analytics,
 * `marketing` the advertising pixels (Meta, Snapchat, TikTok) and the server's conversion events.
 */
export interface ConsentChoice {
  analytics: boolean;
  marketing: boolean;
}

export interface ConsentState extends ConsentChoice {
  /** False until the guest chose (or Global Privacy Control chose "necessary only" for them). */
  decided: boolean;
  /** The choice came from Global Privacy Control, not from the guest. */
  gpc: boolean;
}

export const necessaryOnly: ConsentChoice = { analytics: false, marketing: false };
export const acceptAll: ConsentChoice = { analytics: true, marketing: true };

const keyOf = (referenceId: string) => `okmenu-consent:${referenceId}`;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Global Privacy Control: the browser says "do not sell or share", which we take as "necessary only". */
export function globalPrivacyControl(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true
  );
}

/** The stored choice; without one, GPC decides "necessary only", else nothing is decided (and nothing allowed). */
export function readConsent(referenceId: string): ConsentState {
  const gpc = globalPrivacyControl();
  let stored: Partial<ConsentChoice> | null = null;
  try {
    const raw = storage()?.getItem(keyOf(referenceId));
    stored = raw ? (JSON.parse(raw) as Partial<ConsentChoice>) : null;
  } catch {
    stored = null;
  }
  if (stored && typeof stored === 'object') {
    // GPC overrides a stored "yes" to advertising: the signal is the guest's standing instruction.
    return { analytics: stored.analytics === true, marketing: stored.marketing === true && !gpc, decided: true, gpc };
  }
  if (gpc) return { ...necessaryOnly, decided: true, gpc: true };
  return { ...necessaryOnly, decided: false, gpc: false };
}

type Listener = () => void;
const listeners = new Set<Listener>();
/** The business whose banner was asked to open again (from settings), if any. */
let reopened: string | null = null;
const snapshots = new Map<string, ConsentState>();

function emit(): void {
  snapshots.clear();
  for (const listener of listeners) listener();
}

export function saveConsent(referenceId: string, choice: ConsentChoice): void {
  try {
    storage()?.setItem(
      keyOf(referenceId),
      JSON.stringify({ analytics: choice.analytics, marketing: choice.marketing }),
    );
  } catch {
    // Private mode with no storage: the choice holds for this page only.
    memory.set(referenceId, choice);
  }
  if (reopened === referenceId) reopened = null;
  emit();
}

/** Choices that could not be stored (storage refused), kept for this page. */
const memory = new Map<string, ConsentChoice>();

function current(referenceId: string): ConsentState {
  const kept = memory.get(referenceId);
  if (kept)
    return {
      ...kept,
      marketing: kept.marketing && !globalPrivacyControl(),
      decided: true,
      gpc: globalPrivacyControl(),
    };
  return readConsent(referenceId);
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith('okmenu-consent:')) emit();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

function snapshot(referenceId: string): ConsentState {
  let state = snapshots.get(referenceId);
  if (!state) {
    state = current(referenceId);
    snapshots.set(referenceId, state);
  }
  return state;
}

/** The business's consent, re-rendering when it changes (also in another tab). */
export function useConsent(referenceId: string): ConsentState {
  return useSyncExternalStore(
    subscribe,
    () => snapshot(referenceId),
    () => snapshot(referenceId),
  );
}

/**
 * Opens the consent banner of the business again so the guest can change their choice
 * (the settings page's "Privacy choices" link calls this, or renders `ConsentSettingsButton`).
 */
export function openConsentChoices(referenceId: string): void {
  reopened = referenceId;
  emit();
}

export function closeConsentChoices(): void {
  reopened = null;
  emit();
}

/** True while the banner of the business was reopened from settings. */
export function useConsentReopened(referenceId: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => reopened === referenceId,
    () => false,
  );
}

/** Whether the order may ask the server to send its purchase to the advertising platforms (order body). */
export function trackingConsentFor(referenceId: string): boolean {
  return current(referenceId).marketing;
}

/** For tests: forgets choices kept in memory. */
export function resetConsentMemory(): void {
  memory.clear();
  reopened = null;
  emit();
}
