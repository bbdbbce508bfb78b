import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from '../../shared/router/index.ts';
import { describe, expect, it } from 'vitest';
import { trailingSlashLoader, withoutTrailingSlash } from './trailing-slash.ts';

function ShowLocation() {
  const location = useLocation();
  return <p>{location.pathname + location.search}</p>;
}

describe('trailing slash redirect', () => {
  it('removes the trailing slash and keeps the query', () => {
    expect(withoutTrailingSlash(new URL('http://x/demo/?table=4#top'))).toBe('/demo?table=4#top');
  });

  it('removes several trailing slashes of a deep path', () => {
    expect(withoutTrailingSlash(new URL('http://x/demo/delivery//'))).toBe('/demo/delivery');
  });

  it('leaves the root and paths without a trailing slash alone', () => {
    expect(withoutTrailingSlash(new URL('http://x/'))).toBeNull();
    expect(withoutTrailingSlash(new URL('http://x/demo?x=1'))).toBeNull();
  });

  it('sends /demo/ to /demo in the router', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          loader: trailingSlashLoader,
          children: [{ path: ':referenceId', Component: ShowLocation }],
          Component: Outlet,
          HydrateFallback: () => null,
        },
      ],
      { initialEntries: ['/demo/?lang=ar'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('/demo?lang=ar')).toBeTruthy();
  });
});
