import { describe, expect, it } from 'vitest';
import { pickText } from './pick-text.ts';

describe('pickText', () => {
  it('takes the first listed language that has the text', () => {
    expect(pickText({ en: 'Cafe', ar: 'مقهى' }, ['fr', 'ar', 'en'])).toBe('مقهى');
  });

  it('falls back to any language that has it, skipping empty ones', () => {
    expect(pickText({ en: '', de: 'Kaffee' }, ['en'])).toBe('Kaffee');
  });

  it('gives an empty text when there is none', () => {
    expect(pickText(undefined, ['en'])).toBe('');
  });
});
