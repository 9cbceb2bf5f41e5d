import { type ComponentType, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { Icon } from '../components/Icon'
import { ReloadButton } from '../components/ReloadButton'
import { isChunkLoadError, loadCode } from '../lib/loadCode'
import { SITE_UPDATED } from '../lib/siteUpdated'
import { focusables } from './Dialog'
import type { GameEntry } from './registry'

type LoadState =
  | { status: 'loading' }
  | { status: 'failed'; updated: boolean }
  | { status: 'ready'; View: ComponentType }

/**
 * Loads a game's chunk, with a loading line and a Retry when the download fails or does not
 * answer within DOWNLOAD_TIMEOUT_MS, or a Reload when a new deploy took the chunk away;
 * once settled, focus moves to the first control of what appeared.
 */
export function GameLoader({ game }: { game: Pick<GameEntry, 'load'> }) {
  const box = useRef<HTMLDivElement>(null)
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<LoadState>({ status: 'loading' })

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the download
  useEffect(() => {
    let live = true
    setState({ status: 'loading' })
    loadCode(game.load()).then(
      ({ View }) => live && setState({ status: 'ready', View }),
      (error: unknown) =>
        live && setState({ status: 'failed', updated: isChunkLoadError(error) && error.updated }),
    )
    return () => {
      live = false
    }
  }, [game, attempt])

  useLayoutEffect(() => {
    const root = box.current!
    if (state.status === 'loading' || root.contains(document.activeElement)) return
    focusables(root)[0]?.focus()
  }, [state])

  return <div ref={box}>{body(state, () => setAttempt((n) => n + 1))}</div>
}

function body(state: LoadState, retry: () => void) {
  if (state.status === 'ready') return <state.View />
  if (state.status === 'loading') {
    return (
      <p role="status" className="flex items-center gap-2 text-slate-300">
        <Icon name="carbon:circle-dash" className="motion-safe:animate-spin" />
        Loading the game…
      </p>
    )
  }
  if (state.updated) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p role="alert" className="m-0 text-amber-300">
          {SITE_UPDATED}
        </p>
        <ReloadButton />
      </div>
    )
  }
  return (
    <div className="flex flex-col items-start gap-3">
      <p role="alert" className="m-0 text-amber-300">
        The game could not be loaded. Check your connection and try again.
      </p>
      <button type="button" className="btn" onClick={retry}>
        Retry
      </button>
    </div>
  )
}
