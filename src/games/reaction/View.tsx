import { useModel } from '@preact/signals'
import { type KeyboardEvent, useRef } from 'react'
import { canStart, formatMs, type ReactionState, TOO_SOON } from './logic'
import { Reaction, type ReactionDeps } from './model'

/** What the target says, and how it looks, in each state. */
function target(state: ReactionState): { label: string; look: string } {
  switch (state.kind) {
    case 'idle':
      return { label: 'Target (idle)', look: 'bg-ink-line text-slate-200' }
    case 'waiting':
      return { label: 'Wait for green…', look: 'bg-red-900 text-white' }
    case 'ready':
      return { label: 'Click now!', look: 'bg-green-400 text-ink ring-4 ring-white' }
    case 'clicked':
      return { label: `Your time: ${formatMs(state.ms)}`, look: 'bg-ink-soft text-accent' }
    case 'tooSoon':
      return { label: 'Too soon', look: 'bg-amber-300 text-ink' }
  }
}

function message(state: ReactionState): string {
  if (state.kind === 'clicked') return formatMs(state.ms)
  if (state.kind === 'tooSoon') return TOO_SOON
  if (state.kind === 'waiting') return 'Wait for the target to turn green…'
  if (state.kind === 'ready') return 'Click!'
  return 'Press Start, wait for green, then click the target as fast as you can.'
}

/** The reaction timer body: Start / Try Again, the target, the result and the best time. */
export function View({ deps }: { deps?: ReactionDeps }) {
  const game = useModel(() => new Reaction(deps))
  const targetRef = useRef<HTMLButtonElement>(null)
  const state = game.state.value
  const best = game.best.value
  const { label, look } = target(state)
  const again = state.kind === 'clicked' || state.kind === 'tooSoon'

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== ' ' && e.key !== 'Enter') return
    e.preventDefault()
    if (!e.repeat) game.press()
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm">
          Best: <strong className="tabular-nums">{best === null ? '–' : formatMs(best)}</strong>
        </p>
        <button
          type="button"
          className="btn"
          disabled={!canStart(state.kind)}
          onClick={() => {
            game.start()
            targetRef.current?.focus()
          }}
        >
          {again ? 'Try Again' : 'Start'}
        </button>
      </div>
      <p role="status" className="min-h-6 text-center font-semibold text-accent">
        {message(state)}
      </p>
      <button
        ref={targetRef}
        type="button"
        data-state={state.kind}
        onPointerDown={(e) => {
          if (e.button === 0) game.press()
        }}
        onClick={game.press}
        onKeyDown={onKeyDown}
        className={`focusable flex h-40 w-full select-none items-center justify-center rounded-xl text-xl font-bold bp480:h-48 ${look}`}
      >
        {label}
      </button>
    </div>
  )
}
