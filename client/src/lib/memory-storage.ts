/**
 * A Storage held in memory: the fallback when localStorage is unavailable (disabled cookies,
 * some private modes) and the backing store of unit tests, which run in node without a DOM.
 */
export class MemoryStorage implements Storage {
  readonly #items = new Map<string, string>();

  get length(): number {
    return this.#items.size;
  }

  clear(): void {
    this.#items.clear();
  }

  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }

  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.#items.delete(key);
  }

  setItem(key: string, value: string): void {
    this.#items.set(key, String(value));
  }

  [name: string]: unknown;
}

/** window.localStorage when it works, memory otherwise (accessing it can throw in a sandbox). */
export function browserStorage(): Storage {
  try {
    const storage = globalThis.localStorage;
    const probe = '__probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return new MemoryStorage();
  }
}
