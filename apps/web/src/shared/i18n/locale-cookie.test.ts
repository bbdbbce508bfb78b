import { describe, expect, it } from 'vitest';
import { localeCookieString, readLocaleCookie, writeLocaleCookie } from './locale-cookie.ts';

describe('locale cookie', () => {
  it('is written as i18n_redirected for 365 days on the whole site with SameSite=Lax', () => {
    const target = { cookie: '' };
    writeLocaleCookie('ar', target);
    expect(target.cookie).toBe('i18n_redirected=ar; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(localeCookieString('en')).toContain('Max-Age=31536000');
  });

  it('is read back from a cookie header among other cookies', () => {
    expect(readLocaleCookie('a=1; i18n_redirected=ar; b=2')).toBe('ar');
  });

  it('reads as null when it was never written', () => {
    expect(readLocaleCookie('a=1')).toBeNull();
  });

  it('round-trips through the document', () => {
    writeLocaleCookie('ar');
    expect(readLocaleCookie()).toBe('ar');
  });
});
