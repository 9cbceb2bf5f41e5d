/**
 * Splits a hydration into tasks, the first screen first. While the app hydrates a pre-rendered
 * page, each part wrapped in `Later` (components/Later.tsx) waits at a gate of its own and
 * keeps its pre-rendered markup on screen; the app then opens the gates one per task, in the
 * page's order, so no single task holds the browser for the whole page (on a slow phone,
 * Projects took about 170 ms in one). A part the visitor reaches for meanwhile does not wait:
 * a pointer down or focus anywhere opens every gate left, and the parts hydrate before the
 * click that follows. Outside a hydration (a fresh render, a navigation) parts render at once.
 */

/** A part's gate: `wait` resolves once it opens. */
export interface Gate {
  wait: Promise<void>
  open: () => void
}

/** The gates not open yet, in render order. */
const gates: Gate[] = []
/** Whether a part rendered now gets a gate: only during the hydrating render itself. */
let holding = false

/**
 * Runs `hydrate` (the hydrating render): parts rendered during it wait at a gate
 * (`gateFor`); parts rendered afterwards, their own resumed renders included, do not.
 */
export function holdPartsWhile(hydrate: () => void): void {
  holding = true
  try {
    hydrate()
  } finally {
    holding = false
  }
}

/** The gate of a part rendered now, or null: render at once. */
export function gateFor(): Gate | null {
  if (!holding) return null
  let open = () => {}
  const wait = new Promise<void>((resolve) => {
    open = resolve
  })
  const gate = { wait, open }
  gates.push(gate)
  return gate
}

/** How many parts still wait. */
export const partsWaiting = (): number => gates.length

/**
 * Opens the gates one per step (`step` resolves in a later task), in render order. Resolves
 * once every gate is open.
 */
export async function releaseParts(step: () => Promise<void>): Promise<void> {
  while (gates.length) {
    await step()
    gates.shift()?.open()
  }
}

/** Opens every gate left at once (the visitor reached for the page). */
export function releaseAllParts(): void {
  for (const gate of gates.splice(0)) gate.open()
}

/** Resolves in a later task, after the browser has had its turn (paint, input). */
export const nextTask = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve))
}
