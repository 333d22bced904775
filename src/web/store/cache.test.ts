import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient, invalidateData, removeData, writeData } from './cache';

/** An answer the test hands over when it wants. */
function later<T>() {
  let answer = (_: T) => {};
  const promise = new Promise<T>((resolve) => (answer = resolve));
  return { promise, answer };
}

describe('the data cache', () => {
  it('keeps a written answer over one that was on its way', async () => {
    const client = createQueryClient();
    const check = later<{ user: string | null }>();
    const loading = client.fetchQuery({ queryKey: ['session'], queryFn: () => check.promise });
    writeData(client, 'session', { user: null });
    check.answer({ user: 'previous' });
    await loading.catch(() => undefined);
    expect(client.getQueryData(['session'])).toEqual({ user: null });
  });

  it('drops an answer that was on its way when the entry is invalidated, and loads again', async () => {
    const client = createQueryClient();
    writeData(client, 'owned/a', ['before']);
    const answers = [later<string[]>(), later<string[]>()];
    let calls = 0;
    const observer = new QueryObserver(client, {
      queryKey: ['owned/a'],
      queryFn: () => answers[calls++]!.promise,
      staleTime: Number.POSITIVE_INFINITY,
    });
    const unsubscribe = observer.subscribe(() => {});
    invalidateData(client, (name) => name === 'owned/a');
    // A module is completed while the list is being fetched: the answer may predate it.
    invalidateData(client, (name) => name === 'owned/a');
    answers[0]!.answer(['old']);
    answers[1]!.answer(['new']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toBe(2);
    expect(client.getQueryData(['owned/a'])).toEqual(['new']);
    unsubscribe();
  });

  it('does not bring back a removed entry when its answer arrives', async () => {
    const client = createQueryClient();
    const list = later<number[]>();
    const loading = client.fetchQuery({ queryKey: ['owned/a'], queryFn: () => list.promise });
    removeData(client, (name) => name.startsWith('owned/'));
    list.answer([1]);
    await loading.catch(() => undefined);
    expect(client.getQueryData(['owned/a'])).toBeUndefined();
  });
});
