import { describe, expect, it } from 'vitest';
import { DataStore } from './data-store';

describe('DataStore', () => {
  it('starts from the rendered page’s data and gives it back for the next page', () => {
    const store = new DataStore({ catalogue: [1, 2] });
    expect(store.read('catalogue')).toMatchObject({ data: [1, 2], stale: false });
    expect(store.read('other')).toEqual({ loading: false, stale: true });
    expect(store.snapshot()).toEqual({ catalogue: [1, 2] });
  });

  it('loads once while a load is under way, and tells its readers', async () => {
    const store = new DataStore();
    let calls = 0;
    let changes = 0;
    store.subscribe(() => void (changes += 1));
    const fetcher = async () => ++calls;
    await Promise.all([store.load('n', fetcher), store.load('n', fetcher)]);
    expect(calls).toBe(1);
    expect(store.read('n')).toMatchObject({ data: 1, loading: false, stale: false });
    expect(changes).toBeGreaterThan(0);
  });

  it('retries while the rule allows, then keeps the error', async () => {
    const store = new DataStore();
    let calls = 0;
    const failing = () => Promise.reject(new Error(`failure ${++calls}`));
    await store.load('x', failing, (failures) => failures < 1);
    expect(calls).toBe(2);
    expect(store.read('x').error?.message).toBe('failure 2');
  });

  it('marks matching entries stale but keeps their data on screen', () => {
    const store = new DataStore({ catalogue: [], 'course/1': {}, session: { user: null } });
    store.invalidate((key) => key !== 'session');
    expect(store.read('catalogue')).toMatchObject({ data: [], stale: true });
    expect(store.read('course/1').stale).toBe(true);
    expect(store.read('session').stale).toBe(false);
  });

  it('forgets removed entries', () => {
    const store = new DataStore({ 'owned/a': [1], catalogue: [] });
    store.remove((key) => key.startsWith('owned/'));
    expect(store.snapshot()).toEqual({ catalogue: [] });
  });

  it('drops an answer that was on its way when the entry was invalidated, and loads again', async () => {
    const store = new DataStore({ 'owned/a': ['before'] });
    store.invalidate((key) => key === 'owned/a');
    let answer = (_: string[]) => {};
    const loading = store.load('owned/a', () => new Promise<string[]>((r) => (answer = r)));
    // A module is completed while the list is being fetched: the answer may predate it.
    store.invalidate((key) => key === 'owned/a');
    answer(['old']);
    await loading;
    expect(store.read('owned/a')).toMatchObject({ data: ['before'], loading: false, stale: true });

    await store.load('owned/a', async () => ['new']);
    expect(store.read('owned/a')).toMatchObject({ data: ['new'], stale: false });
  });

  it('keeps a written answer over one that was on its way', async () => {
    const store = new DataStore();
    let answer = (_: { user: string | null }) => {};
    const loading = store.load(
      'session',
      () => new Promise<{ user: string | null }>((r) => (answer = r)),
    );
    store.write('session', { user: null });
    answer({ user: 'previous' });
    await loading;
    expect(store.read('session')).toMatchObject({ data: { user: null }, stale: false });
  });

  it('does not bring back a removed entry when its answer arrives', async () => {
    const store = new DataStore();
    let answer = (_: number[]) => {};
    const loading = store.load('owned/a', () => new Promise<number[]>((r) => (answer = r)));
    store.remove((key) => key.startsWith('owned/'));
    answer([1]);
    await loading;
    expect(store.snapshot()).toEqual({});
  });
});
