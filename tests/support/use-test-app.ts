import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

/**
 * The test file's application: started before its tests, closed after them. The answer stands
 * in for the app (every property is read from the running one), so it can be named at the top
 * of a `describe` and used inside its tests.
 */
export function useTestApp(options?: Parameters<typeof createTestApp>[0]): TestApp {
  let running: TestApp | undefined;
  beforeAll(async () => {
    running = await createTestApp(options);
  });
  afterAll(async () => running?.close());
  return new Proxy({} as TestApp, {
    get(_target, property) {
      if (!running) throw new Error('The test app starts in beforeAll: use it inside a test.');
      return Reflect.get(running, property, running);
    },
  });
}
