import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, data, RouterProvider } from '../../shared/router/index.ts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../shared/i18n/i18n.ts';
import { RootErrorScreen } from './root-error-screen.tsx';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);

function renderThrowing(thrown: unknown) {
  const router = createMemoryRouter([
    {
      path: '/',
      ErrorBoundary: RootErrorScreen,
      loader: () => {
        throw thrown;
      },
      Component: () => null,
      HydrateFallback: () => null,
    },
  ]);
  render(<RouterProvider router={router} />);
}

describe('root error screen', () => {
  it('shows the dedicated page for 433', async () => {
    renderThrowing(data({ message: '' }, { status: 433 }));
    expect(await screen.findByRole('heading', { name: 'Not available' })).toBeTruthy();
    // The title is set in an effect after the page renders.
    await waitFor(() => expect(document.title).toBe('OK Menu 433'));
  });

  it("shows the server's default 433 sentence in the guest's language and a business's own words as they come", async () => {
    renderThrowing(data({ message: 'This business is unavailable.' }, { status: 433 }));
    expect(await screen.findByText('This page cannot be shown right now. Please try again later.')).toBeTruthy();
    expect(screen.queryByText('This business is unavailable.')).toBeNull();
    cleanup();
    renderThrowing(data({ message: 'Back after the renovation' }, { status: 433 }));
    expect(await screen.findByText('Back after the renovation')).toBeTruthy();
  });

  it('shows the not-found page with the message for 404', async () => {
    renderThrowing(data({ message: 'Page not found: /a/b/c/d' }, { status: 404 }));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('Page not found: /a/b/c/d')).toBeTruthy();
    // The title is set in an effect after the page renders.
    await waitFor(() => expect(document.title).toBe('OK Menu 404'));
  });

  it('shows the server error page with the error for 500', async () => {
    renderThrowing(data({ message: 'database is down' }, { status: 500 }));
    expect(await screen.findByRole('heading', { name: 'Server error' })).toBeTruthy();
    expect(screen.getByText('database is down')).toBeTruthy();
    // The title is set in an effect after the page renders.
    await waitFor(() => expect(document.title).toBe('OK Menu 500'));
  });

  it('shows any other error as its message only', async () => {
    renderThrowing(new Error('Something odd happened'));
    const message = await screen.findByText('Something odd happened');
    expect(message.tagName).toBe('P');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('titles an error with another code by the product name and the code', async () => {
    renderThrowing(data({ message: 'Too many requests' }, { status: 429 }));
    expect(await screen.findByText('Too many requests')).toBeTruthy();
    // The title is set in an effect after the page renders.
    await waitFor(() => expect(document.title).toBe('OK Menu 429'));
  });
});
