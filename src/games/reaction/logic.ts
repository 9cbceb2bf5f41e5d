/** Pure state machine of the reaction timer; time arrives as numbers in events. */
export const MIN_WAIT_MS = 2000
export const MAX_WAIT_MS = 5000
export const TOO_SOON = 'Too Soon! Try Again.'

export type ReactionState =
  | { kind: 'idle' }
  | { kind: 'waiting' }
  | { kind: 'ready'; since: number }
  | { kind: 'clicked'; ms: number }
  | { kind: 'tooSoon' }

export type ReactionEvent =
  | { type: 'start' }
  | { type: 'go'; now: number }
  | { type: 'click'; now: number }

export type Kind = ReactionState['kind']

/** Start works from idle and after a result (Try Again); it is disabled while waiting and ready. */
export const canStart = (kind: Kind): boolean => kind !== 'waiting' && kind !== 'ready'

export function step(state: ReactionState, event: ReactionEvent): ReactionState {
  switch (event.type) {
    case 'start':
      return canStart(state.kind) ? { kind: 'waiting' } : state
    case 'go':
      return state.kind === 'waiting' ? { kind: 'ready', since: event.now } : state
    case 'click':
      if (state.kind === 'waiting') return { kind: 'tooSoon' }
      if (state.kind === 'ready') {
        return { kind: 'clicked', ms: Math.max(0, Math.round(event.now - state.since)) }
      }
      return state
  }
}

/** A wait from 2000 to 5000 ms inclusive, from a random number in [0, 1). */
export function randomWait(random: () => number): number {
  return MIN_WAIT_MS + Math.round(random() * (MAX_WAIT_MS - MIN_WAIT_MS))
}

/** The lower of two times, where null means no time yet. */
export function bestOf(best: number | null, ms: number): number {
  return best === null ? ms : Math.min(best, ms)
}

export const formatMs = (ms: number): string => `${ms} ms`
