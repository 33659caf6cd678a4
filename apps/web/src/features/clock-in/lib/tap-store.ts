import { memoryTapStore, type QueuedTap, type TapStore } from './tap-queue';

const DATABASE = 'klokwerk-kiosk';
const TAPS = 'taps';
/** [owner, tappedAt]: one account's taps in the order they were made. */
const BY_OWNER = 'by-owner';

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** A write counts once its transaction has committed, not when its request succeeded. */
function committed(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB: afgebroken'));
  });
}

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const opening = indexedDB.open(DATABASE, 1);
    opening.onupgradeneeded = () => {
      const taps = opening.result.createObjectStore(TAPS, { keyPath: 'idempotencyKey' });
      taps.createIndex(BY_OWNER, ['owner', 'tappedAt']);
    };
    opening.onsuccess = () => {
      const database = opening.result;
      // A later version of the app in another tab wants to upgrade: let it.
      database.onversionchange = () => database.close();
      resolve(database);
    };
    opening.onerror = () => reject(opening.error);
  });
}

/** The waiting taps in IndexedDB: they survive a reload, a closed tab and a restarted tablet. */
function indexedDbTapStore(opened: IDBDatabase): TapStore {
  let connection: Promise<IDBDatabase> | null = Promise.resolve(opened);
  // Safari drops IndexedDB connections now and then ("connection lost"): a failed operation
  // forgets the connection, and the next one opens a new one.
  async function withDatabase<T>(work: (database: IDBDatabase) => Promise<T>): Promise<T> {
    connection ??= openDatabase();
    try {
      return await work(await connection);
    } catch (error) {
      connection = null;
      throw error;
    }
  }

  return {
    add: (tap) =>
      withDatabase((database) => {
        // 'strict': on disk before "Opgeslagen" is shown, even if the tablet loses power next.
        const transaction = database.transaction(TAPS, 'readwrite', { durability: 'strict' });
        transaction.objectStore(TAPS).add(tap);
        return committed(transaction);
      }),
    list: (owner) =>
      withDatabase(async (database) => {
        const index = database.transaction(TAPS).objectStore(TAPS).index(BY_OWNER);
        // Every tappedAt of this owner lies between the empty text and any text after it.
        const range = IDBKeyRange.bound([owner, ''], [owner, '\uffff']);
        return (await done(index.getAll(range))) as QueuedTap[];
      }),
    remove: (idempotencyKey) =>
      withDatabase((database) => {
        const transaction = database.transaction(TAPS, 'readwrite');
        transaction.objectStore(TAPS).delete(idempotencyKey);
        return committed(transaction);
      }),
  };
}

let store: Promise<TapStore> | null = null;

/**
 * The browser's store of waiting taps, opened once. Without IndexedDB (jsdom, a browser that
 * blocks it) taps wait in memory: they are still sent when the connection returns, but a reload
 * loses them, which is better than refusing the tap.
 */
export function tapStore(): Promise<TapStore> {
  store ??= (async () => {
    if (typeof indexedDB === 'undefined') return memoryTapStore();
    try {
      return indexedDbTapStore(await openDatabase());
    } catch {
      return memoryTapStore();
    }
  })();
  return store;
}
