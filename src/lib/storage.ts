/**
 * Persisted values (best scores, the contact draft) go through here. When the browser's
 * storage is blocked, missing or full, what could not be saved lives in memory for the
 * visit, and that is what reads return: never an older value still in storage.
 */
export interface Store {
  get(key: string): string | null
  /** Stores a value; false when storage refused it (full, blocked) and memory holds it. */
  set(key: string, value: string): boolean
  /** Forgets a key, in storage and in memory. */
  remove(key: string): void
}

export function createStore(backing: () => Storage | undefined): Store {
  // Writes storage refused (null: a removal it refused), newer than what storage holds.
  const unsaved = new Map<string, string | null>()
  const attempt = (key: string, write: (storage: Storage) => void, value: string | null) => {
    try {
      const storage = backing()
      if (!storage) throw new Error('no storage')
      write(storage)
      unsaved.delete(key)
      return true
    } catch {
      unsaved.set(key, value)
      return false
    }
  }
  return {
    get(key) {
      if (unsaved.has(key)) return unsaved.get(key) ?? null
      try {
        return backing()?.getItem(key) ?? null
      } catch {
        return null
      }
    },
    set(key, value) {
      return attempt(key, (storage) => storage.setItem(key, value), value)
    },
    remove(key) {
      attempt(key, (storage) => storage.removeItem(key), null)
    },
  }
}

export const storage: Store = createStore(() =>
  typeof window === 'undefined' ? undefined : window.localStorage,
)

/** Reads a stored number, or `fallback` when missing or not a finite number. */
export function readNumber(store: Store, key: string, fallback: number | null): number | null {
  const raw = store.get(key)
  const n = raw == null || raw.trim() === '' ? Number.NaN : Number(raw)
  return Number.isFinite(n) ? n : fallback
}

/**
 * A stored best score (attempts, a time, points), or null when there is none. Anything but
 * a positive number (0, -3, "abc", edited by hand or by an older version) is ignored: a best
 * of 0 attempts or 0 ms could never be beaten.
 */
export function readBest(store: Store, key: string): number | null {
  const n = readNumber(store, key, null)
  return n !== null && n > 0 ? n : null
}

export function writeNumber(store: Store, key: string, value: number): void {
  store.set(key, String(value))
}
