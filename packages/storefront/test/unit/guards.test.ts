import { describe, expect, it } from 'vitest';
import { createStaticHandler, isRouteErrorResponse } from 'react-router';
import { guardLoader, guardRedirect } from '../../app/routing/guards.server';
import { locales } from '../../app/routing/route-names';
import { layouts, type PageDef, routeNames } from '../../app/routing/page-modules';
import { buildPageRoutes, UnknownGuardError } from '../../app/routing/route-tree';
import { stubLoadContext, tokenCookie } from './support/load-context';

const paths = (cs: string): PageDef<string>['paths'] => ({ cs, sk: cs, en: cs });

describe('route tree from the route-name table', () => {
  it('puts each page once per locale into its layout, Czech without a prefix', () => {
    const tree = buildPageRoutes(routeNames, layouts, locales);
    expect(tree.map((e) => e.id)).toEqual(['layout:default', 'layout:frame', 'layout:simple']);
    const defaults = tree[0]!.children!;
    expect(defaults.filter((r) => r.id.startsWith('home.')).map((r) => r.path)).toEqual(['', 'sk', 'en']);
    expect(defaults.find((r) => r.id === 'cart.en')?.path).toBe('en/cart');
    expect(tree[1]!.children!.map((r) => r.path)).toEqual(['info/doprava-a-platba/okno', 'sk/info/rozvoz/okno', 'en/info/delivery-and-payment/frame']);
    expect(tree[2]!.children!.map((r) => r.path)).toEqual(['mimo-provoz', 'sk/mimo-prevadzky', 'en/maintenance']);
    expect(JSON.stringify(tree)).toContain('search.cs');
    // A page routed only in its languages (SPEC §2: documents in Czech and Slovak).
    expect(defaults.filter((r) => r.id.startsWith('documents.')).map((r) => r.path)).toEqual(['dokumenty', 'sk/dokumenty']);
  });

  it('nests layouts in their parent and guarded pages in their guard, innermost', () => {
    const tree = buildPageRoutes(
      {
        home: { file: 'routes/home.tsx', layout: 'default', paths: paths('/') },
        orders: { file: 'routes/orders.tsx', layout: 'account', guard: 'auth', paths: paths('/ucet') },
        register: { file: 'routes/register.tsx', guard: 'guest', paths: paths('/registrace') },
      },
      { default: { file: 'layouts/default.tsx' }, account: { file: 'layouts/account.tsx', parent: 'default' } },
      ['cs'],
    );
    expect(tree).toEqual([
      {
        id: 'layout:default',
        file: 'layouts/default.tsx',
        children: [
          { id: 'home.cs', file: 'routes/home.tsx', path: '' },
          {
            id: 'layout:default/account',
            file: 'layouts/account.tsx',
            children: [{ id: 'guard:auth@default/account', file: 'routing/guards/auth.tsx', children: [{ id: 'orders.cs', file: 'routes/orders.tsx', path: 'ucet' }] }],
          },
          { id: 'guard:guest@default', file: 'routing/guards/guest.tsx', children: [{ id: 'register.cs', file: 'routes/register.tsx', path: 'registrace' }] },
        ],
      },
    ]);
  });

  it('refuses an unknown guard (SPEC §8 "Unknown middleware") and an unknown layout', () => {
    const bad = { x: { file: 'routes/x.tsx', guard: 'admin', paths: paths('/x') } } as unknown as Record<string, PageDef<string>>;
    expect(() => buildPageRoutes(bad, layouts, ['cs'])).toThrow(new UnknownGuardError('admin'));
    expect(() => buildPageRoutes(bad, layouts, ['cs'])).toThrow('Unknown middleware admin');
    const orphan = { x: { file: 'routes/x.tsx', layout: 'nowhere', paths: paths('/x') } } as unknown as Record<string, PageDef<string>>;
    expect(() => buildPageRoutes(orphan, layouts, ['cs'])).toThrow('Unknown layout nowhere');
  });
});

describe('guard decisions (SPEC §2)', () => {
  const url = (p: string) => new URL(`http://shop.test${p}`);

  it('sends an anonymous visitor from a protected page home, remembering the page', () => {
    expect(guardRedirect('auth', false, url('/ucet/objednavka/7?tab=items'))).toBe(`/?redirect=${encodeURIComponent('/ucet/objednavka/7?tab=items')}`);
    expect(guardRedirect('auth', false, url('/en/account'))).toBe('/en?redirect=%2Fen%2Faccount');
    expect(guardRedirect('auth', true, url('/ucet'))).toBeNull();
  });

  it('remembers only local paths', () => {
    expect(guardRedirect('auth', false, url('//evil.example/ucet'))).toBe('/');
  });

  it('sends a logged-in visitor from a guest-only page home and lets a guest in', () => {
    expect(guardRedirect('guest', true, url('/registrace'))).toBe('/');
    expect(guardRedirect('guest', true, url('/sk/registracia'))).toBe('/sk');
    expect(guardRedirect('guest', false, url('/registrace'))).toBeNull();
  });

  it('answers an unknown guard with a 500 "Unknown middleware {name}"', () => {
    try {
      guardRedirect('staff', false, url('/x'));
      expect.unreachable();
    } catch (e) {
      expect(e).toMatchObject({ init: { status: 500 }, data: { message: 'Unknown middleware staff' } });
    }
  });
});

/** A load context whose API knows one token. */
function stubContext(validToken: string) {
  return stubLoadContext((req) =>
    req.path !== '/api/me'
      ? undefined
      : req.headers.authorization === `Bearer ${validToken}`
        ? { status: 200, body: { data: { id: 1, email: 'zakaznik@example.com' } } }
        : { status: 401, body: { error: 'unauthenticated', message: 'Unauthenticated.' } },
  );
}

describe('guard loaders with a stubbed API', () => {
  it('runs the auth guard against the API: a valid token passes, a revoked one is anonymous', async () => {
    const { context, calls } = stubContext('good');
    const request = (cookie?: string) => new Request('http://shop.test/ucet', cookie ? { headers: { cookie } } : {});
    await expect(guardLoader('auth')({ request: request(await tokenCookie('good')), context, params: {} } as never)).resolves.toBeNull();
    const denied = await guardLoader('auth')({ request: request(await tokenCookie('revoked')), context, params: {} } as never).catch((r: unknown) => r);
    expect(denied).toBeInstanceOf(Response);
    expect((denied as Response).status).toBe(302);
    expect((denied as Response).headers.get('location')).toBe('/?redirect=%2Fucet');
    // Without a token the API is not asked at all.
    const before = calls.length;
    await guardLoader('auth')({ request: request(), context, params: {} } as never).catch(() => null);
    expect(calls.length).toBe(before);
  });

  it('redirects before a protected page’s own failing loader can answer (parallel loaders)', async () => {
    const { context } = stubContext('good');
    const handler = createStaticHandler([
      {
        id: 'guard',
        loader: guardLoader('auth') as never,
        children: [
          {
            id: 'orders',
            path: 'ucet',
            loader: () => {
              throw new Response('needs a token', { status: 401 });
            },
          },
        ],
      },
    ]);
    const result = await handler.query(new Request('http://shop.test/ucet'), { requestContext: context as never });
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).headers.get('location')).toBe('/?redirect=%2Fucet');
    expect(isRouteErrorResponse(result)).toBe(false);
  });
});
