import { describe, expect, it } from 'vitest';
import { EVERYTHING, ShellCache } from '../src/cache';

/** The shell cache's rules by themselves (no database): keys, topics, the fallback TTL, races with a change. */

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (err: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function counter(value: () => unknown = () => 'v') {
  const calls = { n: 0 };
  const load = async () => {
    calls.n++;
    return value();
  };
  return { calls, load };
}

describe('ShellCache', () => {
  it('reads through, keeping nothing, while disabled (no change bus listening)', async () => {
    const cache = new ShellCache(60_000);
    const { calls, load } = counter();
    await cache.get('settings:cs', ['settings'], load);
    await cache.get('settings:cs', ['settings'], load);
    expect(calls.n).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('keeps a value per key until a change of one of its topics, and drops only those', async () => {
    const cache = new ShellCache(60_000);
    cache.enabled = true;
    let version = 1;
    const settings = counter(() => `settings v${version}`);
    const banners = counter(() => `banners v${version}`);
    expect(await cache.get('settings:cs', ['settings'], settings.load)).toBe('settings v1');
    expect(await cache.get('settings:sk', ['settings'], settings.load)).toBe('settings v1');
    expect(await cache.get('banners:cs', ['banners'], banners.load)).toBe('banners v1');
    version = 2;
    expect(await cache.get('settings:cs', ['settings'], settings.load)).toBe('settings v1');
    expect(settings.calls.n).toBe(2);

    cache.invalidate('settings');
    expect(await cache.get('settings:cs', ['settings'], settings.load)).toBe('settings v2');
    expect(await cache.get('settings:sk', ['settings'], settings.load)).toBe('settings v2');
    expect(await cache.get('banners:cs', ['banners'], banners.load)).toBe('banners v1');
    cache.invalidate('categories'); // another topic: nothing of these
    expect(await cache.get('banners:cs', ['banners'], banners.load)).toBe('banners v1');
    cache.invalidate(EVERYTHING);
    expect(await cache.get('banners:cs', ['banners'], banners.load)).toBe('banners v2');
  });

  it('forgets an entry after the fallback TTL, counted from the start of its load', async () => {
    let now = 1_000;
    const cache = new ShellCache(60_000, () => now);
    cache.enabled = true;
    const { calls, load } = counter();
    await cache.get('k', ['settings'], load);
    now += 59_999;
    await cache.get('k', ['settings'], load);
    expect(calls.n).toBe(1);
    now += 1;
    await cache.get('k', ['settings'], load);
    expect(calls.n).toBe(2);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = new ShellCache();
    cache.enabled = true;
    const pending = deferred<string>();
    let calls = 0;
    const load = () => {
      calls++;
      return pending.promise;
    };
    const a = cache.get('k', ['settings'], load);
    const b = cache.get('k', ['settings'], load);
    pending.resolve('x');
    expect(await Promise.all([a, b])).toEqual(['x', 'x']);
    expect(calls).toBe(1);
  });

  it('does not keep a value whose load raced a change of its topic', async () => {
    const cache = new ShellCache();
    cache.enabled = true;
    const before = deferred<string>();
    const first = cache.get('k', ['settings'], () => before.promise);
    cache.invalidate('settings'); // the change is announced while the old value is still being read
    before.resolve('old');
    expect(await first).toBe('old');
    expect(await cache.get('k', ['settings'], async () => 'new')).toBe('new');
  });

  it('runs a lazy thenable (a drizzle query runs at every then) once for all its readers', async () => {
    const cache = new ShellCache();
    cache.enabled = true;
    let runs = 0;
    const query: PromiseLike<string> = {
      then: (ok, fail) => Promise.resolve(`run ${++runs}`).then(ok, fail),
    };
    expect(await cache.get('k', ['settings'], () => query)).toBe('run 1');
    expect(await cache.get('k', ['settings'], () => query)).toBe('run 1');
    expect(runs).toBe(1);
  });

  it('never serves a failed load again', async () => {
    const cache = new ShellCache();
    cache.enabled = true;
    await expect(cache.get('k', ['settings'], async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('k', ['settings'], async () => 'ok')).toBe('ok');
  });

  it('drops everything when switched off or on (the listener lost or regained its connection)', async () => {
    const cache = new ShellCache();
    cache.enabled = true;
    await cache.get('k', ['settings'], async () => 'old');
    cache.enabled = false;
    cache.enabled = true;
    expect(await cache.get('k', ['settings'], async () => 'new')).toBe('new');
  });
});
