import { describe, expect, it } from 'vitest';
import { explodeOptionalSegments, matchRoutes, rankRoutes, routeScore, type RouteObject } from './match.ts';

const route = (id: string, rest: Omit<RouteObject, 'id'> = {}): RouteObject => ({ id, ...rest });

/** A table shaped like the app's: a root, a pathless layout, a static area, a business and a splat. */
const table: RouteObject[] = [
  route('root', {
    path: '/',
    children: [
      route('general', { children: [route('landing', { index: true }), route('404', { path: '404' })] }),
      route('staff', { path: 'staff', children: [route('staff-sign-in', { index: true })] }),
      route('business', {
        path: ':referenceId',
        children: [
          route('chooser', { index: true }),
          route('type-home', { path: ':type' }),
          route('cart', { path: ':type/cart' }),
          route('category', { path: ':type/:categoryId' }),
          route('item', { path: ':type/:categoryId/:itemId' }),
          route('branches', { path: 'Branches' }),
          route('settings', { path: 'settings/:section?' }),
        ],
      }),
      route('missing', { path: '*' }),
    ],
  }),
];
const branches = rankRoutes(table);
const ids = (pathname: string) => matchRoutes(branches, pathname)?.map((match) => match.route.id);
const leaf = (pathname: string) => matchRoutes(branches, pathname)?.at(-1);

describe('route matching', () => {
  it('scores as react-router does: static over dynamic over splat, index routes above their parent', () => {
    expect(routeScore('/staff', false)).toBeGreaterThan(routeScore('/:referenceId', false));
    expect(routeScore('/:referenceId', true)).toBeGreaterThan(routeScore('/:referenceId', false));
    expect(routeScore('/:referenceId', false)).toBeGreaterThan(routeScore('/*', false));
  });

  it('prefers a static segment to a dynamic one, whatever the order of the table', () => {
    expect(ids('/staff')).toEqual(['root', 'staff', 'staff-sign-in']);
    expect(ids('/404')).toEqual(['root', 'general', '404']);
    expect(ids('/demo/delivery/cart')).toEqual(['root', 'business', 'cart']);
    expect(ids('/demo/Branches')).toEqual(['root', 'business', 'branches']);
  });

  it('matches nested routes with every param at every level', () => {
    const matches = matchRoutes(branches, '/demo/delivery/13/1301')!;
    expect(matches.map((match) => match.route.id)).toEqual(['root', 'business', 'item']);
    const params = { referenceId: 'demo', type: 'delivery', categoryId: '13', itemId: '1301' };
    for (const match of matches) expect(match.params).toEqual(params);
    expect(matches.map((match) => match.pathname)).toEqual(['/', '/demo', '/demo/delivery/13/1301']);
  });

  it('matches index routes of a path and of a pathless layout', () => {
    expect(ids('/')).toEqual(['root', 'general', 'landing']);
    expect(ids('/demo')).toEqual(['root', 'business', 'chooser']);
  });

  it('ignores trailing slashes and the case of static segments, and decodes params', () => {
    expect(ids('/demo/')).toEqual(['root', 'business', 'chooser']);
    expect(ids('/demo/delivery//')).toEqual(['root', 'business', 'type-home']);
    expect(ids('/STAFF')).toEqual(['root', 'staff', 'staff-sign-in']);
    expect(leaf('/caf%C3%A9/pickup')?.params.referenceId).toBe('café');
  });

  it('explodes optional segments into both paths', () => {
    expect(explodeOptionalSegments('settings/:section?')).toEqual(['settings/:section', 'settings']);
    expect(leaf('/demo/settings')?.route.id).toBe('settings');
    expect(leaf('/demo/settings/language')?.params.section).toBe('language');
  });

  it('falls back to the splat with the rest of the path, and never matches an empty segment as a param', () => {
    expect(leaf('/demo/delivery/1/2/3')).toMatchObject({
      route: { id: 'missing' },
      params: { '*': 'demo/delivery/1/2/3' },
    });
    expect(leaf('/demo//cart')?.route.id).toBe('missing');
  });

  it('finds nothing without a splat for an unknown path', () => {
    const small = rankRoutes([route('a', { path: '/a' })]);
    expect(matchRoutes(small, '/b')).toBeNull();
    expect(matchRoutes(small, '/a')?.[0]?.route.id).toBe('a');
  });
});
