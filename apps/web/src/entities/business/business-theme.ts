import type { RestaurantWire } from '@okmenu/contract';
import { useEffect } from 'react';
import { readableTextOn } from '../../shared/theme/colour.ts';
import { effectiveDarkMode, useAppearanceStore } from './appearance.ts';

/** SPEC §9 default colours. */
export const defaultPrimary = 'rgb(109,85,124)';
export const defaultAccent = 'rgba(180,81,76,1)';

/** Dark mode from the business setting: on, off, or the system preference when auto. */
export function isDarkMode(mode: RestaurantWire['dark_mode'], systemPrefersDark: boolean): boolean {
  return mode === 'on' || (mode === 'auto' && systemPrefersDark);
}

function setThemeColourMeta(colour: string): void {
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', colour);
}

/**
 * Applies the business's colours and dark mode to the document while the business is shown; the guest's
 * appearance choice (settings) wins over the business default.
 */
export function useBusinessTheme(restaurant: Pick<RestaurantWire, 'theme' | 'dark_mode'> | undefined): void {
  const primary = restaurant?.theme.primary || defaultPrimary;
  const accent = restaurant?.theme.accent || defaultAccent;
  const choice = useAppearanceStore((state) => state.choice);
  const mode = effectiveDarkMode(choice, restaurant?.dark_mode ?? 'auto');

  useEffect(() => {
    const root = document.documentElement;
    root.style.setProperty('--color-primary', primary);
    root.style.setProperty('--color-accent', accent);
    root.style.setProperty('--color-on-primary', readableTextOn(primary));
    setThemeColourMeta(primary);
    return () => {
      root.style.removeProperty('--color-primary');
      root.style.removeProperty('--color-accent');
      root.style.removeProperty('--color-on-primary');
    };
  }, [primary, accent]);

  useEffect(() => {
    const root = document.documentElement;
    const media = window.matchMedia?.('(prefers-color-scheme: dark)');
    const apply = () => root.classList.toggle('dark', isDarkMode(mode, media?.matches ?? false));
    apply();
    media?.addEventListener('change', apply);
    return () => {
      media?.removeEventListener('change', apply);
      root.classList.remove('dark');
    };
  }, [mode]);
}
