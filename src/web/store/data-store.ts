/** One cached server answer: its data, or the error of its last load, and whether it is stale. */
export type Resource<T = unknown> = {
  readonly data?: T;
  readonly error?: Error;
  readonly loading: boolean;
  /** Invalidated: shown until a fresh answer replaces it. */
  readonly stale: boolean;
};

type Listener = () => void;
export type KeyFilter = (key: string) => boolean;

const EMPTY: Resource = { loading: false, stale: true };

/**
 * The server answers the shell and the public pages read (session, catalogue, course, contact
 * details), keyed by name. The server render fills one per request and sends its data along with
 * the markup; the browser starts from that copy, so a hydrated page asks the API for nothing.
 * Each entry is replaced, never changed in place, so React can compare snapshots.
 */
export class DataStore {
  private readonly entries = new Map<string, Resource>();
  private readonly listeners = new Set<Listener>();

  constructor(seed: Record<string, unknown> = {}) {
    for (const [key, data] of Object.entries(seed)) {
      this.entries.set(key, { data, loading: false, stale: false });
    }
  }

  /** The data of every entry that has some: what the browser starts from. */
  snapshot(): Record<string, unknown> {
    const data: Record<string, unknown> = {};
    for (const [key, entry] of this.entries) if (entry.data !== undefined) data[key] = entry.data;
    return data;
  }

  read<T>(key: string): Resource<T> {
    return (this.entries.get(key) ?? EMPTY) as Resource<T>;
  }

  write<T>(key: string, data: T): void {
    this.set(key, { data, loading: false, stale: false });
  }

  /** Loads `key` unless a load is under way; `retry` decides whether a failure is tried again. */
  async load<T>(
    key: string,
    fetcher: () => Promise<T>,
    retry: (failures: number, error: Error) => boolean = () => false,
  ): Promise<void> {
    if (this.read(key).loading) return;
    this.set(key, { ...this.read(key), loading: true });
    for (let failures = 0; ; failures += 1) {
      try {
        const data = await fetcher();
        this.write(key, data);
        return;
      } catch (caught) {
        const error = caught instanceof Error ? caught : new Error(String(caught));
        if (retry(failures, error)) continue;
        this.set(key, { data: this.read(key).data, error, loading: false, stale: false });
        return;
      }
    }
  }

  /** Marks the matching entries stale: the ones on screen load again, the rest when next read. */
  invalidate(matches: KeyFilter): void {
    for (const [key, entry] of this.entries) {
      if (matches(key) && !entry.stale) this.set(key, { ...entry, stale: true });
    }
  }

  /** Forgets the matching entries (another person signed in: their answers are not ours). */
  remove(matches: KeyFilter): void {
    const keys = [...this.entries.keys()].filter(matches);
    for (const key of keys) this.entries.delete(key);
    if (keys.length > 0) this.emit();
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(key: string, entry: Resource): void {
    this.entries.set(key, entry);
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
