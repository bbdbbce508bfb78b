import { describe, expect, it } from 'vitest';
import { isCustomDomain } from './custom-domain.ts';

describe('isCustomDomain', () => {
  it('treats local hosts and IP addresses as the app itself', () => {
    expect(isCustomDomain('localhost', [])).toBe(false);
    expect(isCustomDomain('127.0.0.1', [])).toBe(false);
    expect(isCustomDomain('192.168.1.20', [])).toBe(false);
  });

  it('treats a configured app host as the app itself', () => {
    expect(isCustomDomain('menu.okmenu.app', ['menu.okmenu.app'])).toBe(false);
  });

  it("treats any other host as a business's own domain", () => {
    expect(isCustomDomain('order.pizza-place.com', ['menu.okmenu.app'])).toBe(true);
  });
});
