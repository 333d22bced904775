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
});
