/**
 * Splits a hydration into tasks, the first screen first. While the app hydrates a pre-rendered
 * page, each part wrapped in `Later` (components/Later.tsx) waits at a gate of its own and
 * keeps its pre-rendered markup on screen; the app then opens the gates one per task, in the
 * page's order, so no single task holds the browser for the whole page (on a slow phone,
 * Projects took about 170 ms in one). A part the visitor reaches for meanwhile does not wait:
 * a pointer down or focus anywhere opens every gate left, and the parts hydrate before the
 * click that follows. Outside a hydration (a fresh render, a navigation) parts render at once.
 */

/** The openers of the gates not open yet, in render order. */
const gates: (() => void)[] = []
/**
 * Whether the hydrating render (and its layout effects) is under way: a part rendered now
 * gets a gate, and a layout read can wait for the next frame (lib/useScroll.ts).
 */
export let hydrating = false

/**
 * Runs `hydrate` (the hydrating render): parts rendered during it wait at a gate
 * (`gateFor`); parts rendered afterwards, their own resumed renders included, do not.
 */
export function holdPartsWhile(hydrate: () => void): void {
  hydrating = true
  try {
    hydrate()
  } finally {
    hydrating = false
  }
}

/** The gate of a part rendered now, which resolves once it opens, or null: render at once. */
export const gateFor = (): Promise<void> | null =>
  hydrating ? new Promise((open) => gates.push(open)) : null

/**
 * Opens the gates one per step (`step` resolves in a later task), in render order. Resolves
 * once every gate is open.
 */
export async function releaseParts(step: () => Promise<void>): Promise<void> {
  while (gates.length) {
    await step()
    gates.shift()?.()
  }
}

/** Opens every gate left at once (the visitor reached for the page). */
export function releaseAllParts(): void {
  for (const open of gates.splice(0)) open()
}

/** Resolves in a later task, after the browser has had its turn (paint, input). */
export const nextTask = (): Promise<void> =>
  (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler?.yield?.() ??
  new Promise((resolve) => setTimeout(resolve))
