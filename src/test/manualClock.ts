import type { Clock } from '../games/clock'

/** A clock moved by hand: `tick(ms)` advances time and runs the timers that fall due, in order. */
export function manualClock() {
  let now = 0
  let pending: { at: number; run: () => void; id: number }[] = []
  let ids = 0
  const clock: Clock = {
    now: () => now,
    setTimeout(run, ms) {
      pending.push({ at: now + ms, run, id: ++ids })
      return ids
    },
    clearTimeout(id) {
      pending = pending.filter((t) => t.id !== id)
    },
  }
  const tick = (ms: number) => {
    const end = now + ms
    for (;;) {
      const due = pending.filter((t) => t.at <= end).sort((a, b) => a.at - b.at || a.id - b.id)[0]
      if (!due) break
      pending = pending.filter((t) => t !== due)
      now = due.at
      due.run()
    }
    now = end
  }
  return { clock, tick, pending: () => pending.length }
}
