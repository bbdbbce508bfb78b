import type { RestaurantResponse } from '@okmenu/contract';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '../../shared/router/index.ts';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConsentSettingsButton } from '../../entities/tracking/consent-settings-button.tsx';
import { resetConsentMemory } from '../../entities/tracking/consent.ts';
import { initI18n } from '../../shared/i18n/i18n.ts';
import { Tracking } from './tracking-entry.tsx';

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  localStorage.clear();
  resetConsentMemory();
});
afterEach(cleanup);

function answer(pixels: Record<string, string>): RestaurantResponse {
  return {
    pixels,
    restaurant: { business_name: 'Test Bistro', currency: { code: 'KWD' } },
  } as unknown as RestaurantResponse;
}

function renderTracking(pixels: Record<string, string>) {
  const router = createMemoryRouter(
    [
      {
        path: '/:referenceId',
        Component: () => (
          <>
            <ConsentSettingsButton referenceId="demo" />
            <Tracking referenceId="demo" data={answer(pixels)} />
          </>
        ),
      },
    ],
    { initialEntries: ['/demo'] },
  );
  render(<RouterProvider router={router} />);
}

describe('the consent banner', () => {
  it('does not show for a business without pixels', async () => {
    renderTracking({});
    await screen.findByRole('button', { name: 'Privacy choices' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', { name: 'Your privacy choices' })).toBeNull();
  });

  it('asks once, remembers the choice, and opens again from settings with the choices and focus', async () => {
    renderTracking({ meta: '1', google_analytics: 'G-1' });
    const banner = await screen.findByRole('region', { name: 'Your privacy choices' });
    fireEvent.click(screen.getByRole('button', { name: 'Necessary only' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Your privacy choices' })).toBeNull());
    expect(banner.isConnected).toBe(false);
    expect(localStorage.getItem('okmenu-consent:demo')).toBe('{"analytics":false,"marketing":false}');

    fireEvent.click(screen.getByRole('button', { name: 'Privacy choices' }));
    await screen.findByRole('region', { name: 'Your privacy choices' });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your privacy choices' })),
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Analytics' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save choices' }));
    expect(localStorage.getItem('okmenu-consent:demo')).toBe('{"analytics":true,"marketing":false}');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Your privacy choices' })).toBeNull());
  });
});
