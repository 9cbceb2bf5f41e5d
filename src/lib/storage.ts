/**
 * Persisted values (best scores) go through here. When localStorage is blocked
 * or throws (private mode, quota, disabled cookies) values live in memory for the visit.
 */
export interface Store {
  get(key: string): string | null
  set(key: string, value: string): void
}

export function createStore(backing: () => Storage | undefined): Store {
  const memory = new Map<string, string>()
  return {
    get(key) {
      try {
        const value = backing()?.getItem(key)
        if (value != null) return value
      } catch {
        // fall through to memory
      }
      return memory.get(key) ?? null
    },
    set(key, value) {
      memory.set(key, value)
      try {
        backing()?.setItem(key, value)
      } catch {
        // memory keeps it for this visit
      }
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

export function writeNumber(store: Store, key: string, value: number): void {
  store.set(key, String(value))
}
