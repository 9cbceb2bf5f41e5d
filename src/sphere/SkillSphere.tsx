import { Suspense, useState } from 'react'
import { isChunkLoadError, loadCode } from '../lib/loadCode'
import { SphereAlert, StillSphere } from './StillSphere'

type Live = typeof import('./LiveSphere')

// The live sphere's code: asked for when Home first renders (as it hydrates), so it arrives
// while the page settles, long before the sphere decides anything (once the page is idle).
let live: Live | undefined
let download: Promise<boolean> | undefined
let failed: { updated: boolean } | undefined

/** Starts the live sphere's download, or joins it; resolves to whether it arrived. */
export function loadLiveSphere(): Promise<boolean> {
  download ??= loadCode(import(/* on-load */ './LiveSphere')).then(
    (module) => {
      live = module
      return true
    },
    (error: unknown) => {
      failed = { updated: isChunkLoadError(error) && error.updated }
      return false
    },
  )
  return download
}

/** The live sphere once its code is here; until then it suspends, holding the page's nodes. */
function Sphere({ onRetry }: { onRetry: () => void }) {
  if (live) return <live.LiveSphere />
  if (failed) {
    return (
      <StillSphere>
        <SphereAlert updated={failed.updated} onRetry={onRetry} />
      </StillSphere>
    )
  }
  throw loadLiveSphere()
}

/**
 * The skill sphere on Home (the live part is LiveSphere.tsx, a chunk of its own). Hydrating
 * the pre-rendered Home, it suspends until that chunk is here and Preact keeps the server's
 * nodes meanwhile, then hydrates them; rendered afresh (Home after another page), it shows
 * the still names in the same box. A failed download keeps the names, with a Retry.
 */
export function SkillSphere() {
  const [, setRetries] = useState(0)
  const retry = () => {
    failed = download = undefined
    setRetries((n) => n + 1)
  }
  return (
    <Suspense fallback={<StillSphere />}>
      <Sphere onRetry={retry} />
    </Suspense>
  )
}
