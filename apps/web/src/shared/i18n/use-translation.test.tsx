import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18n, initI18n } from './i18n.ts';
import { useTranslation } from './use-translation.ts';

function Probe() {
  const { t, i18n: current } = useTranslation();
  return (
    <p data-language={current.language}>
      {t('more.poweredBy', { name: 'OK Menu' })} / {t('business.types.unknown', { defaultValue: '-' })}
    </p>
  );
}

beforeAll(async () => {
  await initI18n('en');
});
afterEach(async () => {
  cleanup();
  await changeLanguage('en');
});

describe('useTranslation', () => {
  it('translates with the loaded messages', () => {
    render(<Probe />);
    expect(screen.getByText('Powered by OK Menu / -')).toBeTruthy();
  });

  it('re-renders in the new language, right to left, after a language change', async () => {
    render(<Probe />);
    await act(() => changeLanguage('ar'));
    expect(screen.getByText('مقدم من OK Menu / -').dataset.language).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(i18n.language).toBe('ar');
    expect(i18n.t('nav.home')).toBe('الرئيسية');
  });

  it('shows English text for a language without its own messages file', async () => {
    render(<Probe />);
    // Swahili is not one of the interface languages, so it has no messages file.
    await act(() => changeLanguage('sw'));
    expect(screen.getByText('Powered by OK Menu / -').dataset.language).toBe('sw');
    expect(document.documentElement.lang).toBe('sw');
  });

  it('lets the last of two overlapping changes win', async () => {
    render(<Probe />);
    await act(() => Promise.all([changeLanguage('ar'), changeLanguage('en')]));
    expect(i18n.language).toBe('en');
    expect(screen.getByText('Powered by OK Menu / -')).toBeTruthy();
  });
});
