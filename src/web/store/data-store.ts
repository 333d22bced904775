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
  /** Counts the writes, invalidations and removals of each key, so a load sees it was overtaken. */
  private readonly versions = new Map<string, number>();

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
    this.bump(key);
    this.set(key, { data, loading: false, stale: false });
  }

  /**
   * Loads `key` unless a load is under way; `retry` decides whether a failure is tried again.
   * An answer that was on its way when the entry was written, invalidated or removed is dropped:
   * it may predate the change (a completed module, another person signing in). An invalidated
   * entry stays stale, so the readers on screen load it again.
   */
  async load<T>(
    key: string,
    fetcher: () => Promise<T>,
    retry: (failures: number, error: Error) => boolean = () => false,
  ): Promise<void> {
    if (this.read(key).loading) return;
    const version = this.version(key);
    this.set(key, { ...this.read(key), loading: true });
    for (let failures = 0; ; failures += 1) {
      let outcome: Resource<T>;
      try {
        outcome = { data: await fetcher(), loading: false, stale: false };
      } catch (caught) {
        const error = caught instanceof Error ? caught : new Error(String(caught));
        if (retry(failures, error) && this.version(key) === version) continue;
        outcome = { data: this.read<T>(key).data, error, loading: false, stale: false };
      }
      if (this.version(key) === version) this.set(key, outcome);
      else if (this.entries.get(key)?.loading) this.set(key, { ...this.read(key), loading: false });
      return;
    }
  }

  /** Marks the matching entries stale: the ones on screen load again, the rest when next read. */
  invalidate(matches: KeyFilter): void {
    for (const [key, entry] of this.entries) {
      if (!matches(key)) continue;
      this.bump(key);
      if (!entry.stale) this.set(key, { ...entry, stale: true });
    }
  }

  /** Forgets the matching entries (another person signed in: their answers are not ours). */
  remove(matches: KeyFilter): void {
    const keys = [...this.entries.keys()].filter(matches);
    for (const key of keys) {
      this.bump(key);
      this.entries.delete(key);
    }
    if (keys.length > 0) this.emit();
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private version(key: string): number {
    return this.versions.get(key) ?? 0;
  }

  private bump(key: string): void {
    this.versions.set(key, this.version(key) + 1);
  }

  private set(key: string, entry: Resource): void {
    this.entries.set(key, entry);
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
