import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { isChunkLoadError, loadCode } from '../lib/loadCode'
import { usePrefersReducedMotion } from '../lib/useMediaQuery'
import chunkSize from './chunkSize.json'
import { SPHERE_HELP, SPHERE_ROLE } from './describe'
import { PauseButton } from './PauseButton'
import { HOST_CLASS, SKILL_NAMES, SphereAlert, StillNames } from './StillSphere'
import type { SphereControl } from './scene/mount'
import { whenWanted } from './trigger'

type Mode = 'waiting' | 'offer' | 'loading' | 'ready' | 'static' | 'failed' | 'updated'

// A fixed id, not useId: Home is pre-rendered, and hydration keeps the server's ids, which
// need not match the client's. There is one sphere on the page.
const HELP_ID = 'skill-sphere-help'

/**
 * The live skill sphere, a chunk of its own that SkillSphere.tsx fetches as Home hydrates:
 * an element with role="img" whose name contains "skill sphere", holding the
 * canvas (the browser tests find it by that role and name).
 * Once drawn it can be turned, so the image sits in a focusable role="application" (no ARIA
 * widget role fits a thing turned on two axes; "application" also lets the arrow keys through a
 * screen reader's reading mode), which says what it is and how to use it.
 * Shows the names as static text at once, in a box CSS sizes, then swaps in
 * the lazily loaded 3D scene when the page is idle and the box nears the
 * viewport (or when asked, on Save-Data or 2G); without WebGL the names stay.
 */
export function LiveSphere() {
  const box = useRef<HTMLDivElement>(null)
  const host = useRef<HTMLDivElement>(null)
  const canvas = useRef<HTMLCanvasElement>(null)
  const focusWhenReady = useRef(false)
  const [mode, setMode] = useState<Mode>('waiting')
  const [paused, setPaused] = useState(false)
  const pausedRef = useRef(paused)
  pausedRef.current = paused
  const control = useRef<SphereControl | null>(null)
  const reducedMotion = usePrefersReducedMotion()
  const live = mode === 'loading' || mode === 'ready'

  useEffect(
    () => whenWanted(box.current!, (start) => setMode(start === 'load' ? 'loading' : start)),
    [],
  )

  useEffect(() => {
    if (!live) return
    let cancelled = false
    loadCode(import('./scene/mount'))
      .then(({ mountSphere }) => {
        if (cancelled) return
        control.current = mountSphere(canvas.current!, host.current!, {
          onReady: () => setMode((m) => (m === 'loading' ? 'ready' : m)),
          onFail: () => setMode('static'),
          paused: pausedRef.current,
        })
      })
      // The code did not download in time (offline, blocked, stalled): offer a retry; a new
      // deploy took the old file away: offer a reload.
      .catch((error: unknown) =>
        setMode(isChunkLoadError(error) && error.updated ? 'updated' : 'failed'),
      )
    return () => {
      cancelled = true
      control.current?.teardown()
      control.current = null
    }
  }, [live])

  useLayoutEffect(() => {
    if (mode === 'ready' && focusWhenReady.current) host.current?.focus()
  }, [mode])

  // Loading asked for by the visitor (Save-Data offer or Retry): focus the sphere once drawn.
  const loadOnRequest = () => {
    focusWhenReady.current = true
    setMode('loading')
  }

  const togglePause = () => {
    control.current?.pause(!paused)
    setPaused(!paused)
  }

  const ready = mode === 'ready'
  return (
    <div ref={box} className="sphere-box">
      <div
        ref={host}
        {...(ready && {
          role: 'application',
          'aria-roledescription': SPHERE_ROLE,
          'aria-label': 'Skills',
          'aria-describedby': HELP_ID,
          tabIndex: 0,
        })}
        className={ready ? `${HOST_CLASS} cursor-grab active:cursor-grabbing` : HOST_CLASS}
      >
        <div
          role="img"
          aria-label={
            ready ? `Interactive skill sphere: ${SKILL_NAMES}` : `The skill sphere: ${SKILL_NAMES}`
          }
          className="absolute inset-0 rounded-full"
        >
          {!ready && <StillNames />}
          {live && (
            <canvas
              ref={canvas}
              className={`absolute inset-0 block touch-pan-y ${ready ? '' : 'opacity-0'}`}
            />
          )}
        </div>
      </div>
      <p id={HELP_ID} hidden>
        {SPHERE_HELP}
      </p>
      {/* Only while it turns by itself: with reduced motion it never does. */}
      {ready && !reducedMotion && <PauseButton paused={paused} onToggle={togglePause} />}
      {(mode === 'failed' || mode === 'updated') && (
        <SphereAlert updated={mode === 'updated'} onRetry={loadOnRequest} />
      )}
      {mode === 'offer' && (
        <button
          type="button"
          className="btn absolute bottom-0 left-1/2 -translate-x-1/2 whitespace-nowrap bg-ink/90"
          onClick={loadOnRequest}
        >
          Load 3D skill sphere ({chunkSize.gzipKB} KB)
        </button>
      )}
    </div>
  )
}
