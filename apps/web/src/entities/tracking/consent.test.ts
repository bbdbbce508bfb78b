import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readConsent, resetConsentMemory, saveConsent, trackingConsentFor } from './consent.ts';

function setGpc(value: boolean | undefined) {
  Object.defineProperty(navigator, 'globalPrivacyControl', { value, configurable: true });
}

describe('consent per business', () => {
  beforeEach(() => {
    localStorage.clear();
    resetConsentMemory();
    setGpc(undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('allows nothing and is undecided before the guest chose', () => {
    expect(readConsent('demo')).toEqual({ analytics: false, marketing: false, decided: false, gpc: false });
    expect(trackingConsentFor('demo')).toBe(false);
  });

  it('remembers the choice per business on this device', () => {
    saveConsent('demo', { analytics: true, marketing: true });
    expect(localStorage.getItem('okmenu-consent:demo')).toBe('{"analytics":true,"marketing":true}');
    expect(readConsent('demo')).toMatchObject({ analytics: true, marketing: true, decided: true });
    expect(trackingConsentFor('demo')).toBe(true);
    expect(readConsent('other')).toMatchObject({ decided: false, marketing: false });
  });

  it('keeps "necessary only" and a partial choice', () => {
    saveConsent('demo', { analytics: false, marketing: false });
    expect(readConsent('demo')).toMatchObject({ analytics: false, marketing: false, decided: true });
    saveConsent('demo', { analytics: true, marketing: false });
    expect(readConsent('demo')).toMatchObject({ analytics: true, marketing: false });
    expect(trackingConsentFor('demo')).toBe(false);
  });

  it('takes Global Privacy Control as "necessary only", and it overrides a stored yes to advertising', () => {
    setGpc(true);
    expect(readConsent('demo')).toEqual({ analytics: false, marketing: false, decided: true, gpc: true });
    saveConsent('demo', { analytics: true, marketing: true });
    expect(readConsent('demo')).toMatchObject({ analytics: true, marketing: false, gpc: true });
    expect(trackingConsentFor('demo')).toBe(false);
  });

  it('treats a damaged stored value as undecided', () => {
    localStorage.setItem('okmenu-consent:demo', '{not json');
    expect(readConsent('demo')).toMatchObject({ decided: false, marketing: false });
  });
});
