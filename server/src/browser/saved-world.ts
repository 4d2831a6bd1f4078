/**
 * Where a page keeps its world between reloads: one IndexedDB record of the world image's bytes
 * (composition/world-image.ts, sealed and checked whole when read). IndexedDB because a world is
 * a few megabytes, beyond what localStorage holds, and it writes off the main thread.
 */
const DB_NAME = 'betsite-world';
const STORE = 'worlds';
const KEY = 'default';

function opened(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB would not open'));
  });
}

function inStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return opened().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const tx = db.transaction(STORE, mode);
        const request = work(tx.objectStore(STORE));
        tx.oncomplete = () => {
          db.close();
          resolve(request.result);
        };
        tx.onerror = () => {
          db.close();
          reject(tx.error ?? new Error('IndexedDB transaction failed'));
        };
      }),
  );
}

/** The saved world's bytes, or undefined when none is saved. */
export async function loadSavedWorld(): Promise<Uint8Array | undefined> {
  const found = await inStore<unknown>('readonly', (store) => store.get(KEY));
  return found instanceof Uint8Array ? found : undefined;
}

export async function saveWorld(bytes: Uint8Array): Promise<void> {
  await inStore('readwrite', (store) => store.put(bytes, KEY));
}

export async function forgetSavedWorld(): Promise<void> {
  await inStore('readwrite', (store) => store.delete(KEY));
}

/** How long after the last change of a burst the world is saved. */
const SAVE_AFTER_MS = 300;

/**
 * When a page's world is saved: a moment after the last change of a burst (any call may change it,
 * a read catches the sports up; so may a chat frame), and when the page hides. A reload sooner than
 * that after a change may lose it: `now()` is for whoever must not.
 */
export function scheduleSaves(capture: () => Uint8Array) {
  let pending: ReturnType<typeof setTimeout> | undefined;
  let saving: Promise<void> = Promise.resolve();
  const now = (): Promise<void> => {
    clearTimeout(pending);
    pending = undefined;
    const bytes = capture();
    saving = saving.then(() => saveWorld(bytes)).catch((err: unknown) => console.warn('the world could not be saved', err));
    return saving;
  };
  addEventListener('pagehide', () => {
    if (pending !== undefined) void now();
  });
  return {
    /** The world changed: saved a moment after the last change. */
    changed: () => {
      clearTimeout(pending);
      pending = setTimeout(() => void now(), SAVE_AFTER_MS);
    },
    now,
    /** Nothing waits to be saved (the world went back to the fixtures). */
    cancel: () => {
      clearTimeout(pending);
      pending = undefined;
    },
  };
}
