import type { ReactNode } from 'react'
import { ReloadButton } from '../components/ReloadButton'
import { allSkills } from '../content/skills'
import { SITE_UPDATED } from '../lib/siteUpdated'

// The sphere as the page first shows it, in the entry: what the pre-rendered Home holds,
// what shows while the live sphere's code downloads (LiveSphere.tsx, a chunk of its own),
// and what stays with a message when a download fails. The live sphere renders the same
// parts, so hydrating it keeps every node.

/** Every name on the sphere, as its image's name says them. */
export const SKILL_NAMES = allSkills.map((s) => s.name).join(', ')

/** The box the scene draws into. The scene's pixels are drawn for a dark page: in forced
 * colours it keeps a dark disc. */
export const HOST_CLASS =
  'absolute inset-0 rounded-full touch-pan-y select-none focusable forced:forced-color-adjust-none forced:bg-ink forced:focus-visible:outline-[Highlight]'

/**
 * The names as still text, clipped to the disc: with many skills they would spill onto the
 * page (every name is also a chip beside it and in the image's name). Their size, gaps and
 * padding come from the disc's width, their number and each one's length (`data-n`), in CSS
 * (uno.config.ts), which also sets every third one larger; here, its colour.
 */
export function StillNames() {
  return (
    <ul
      aria-hidden="true"
      className="m-0 flex h-full list-none flex-wrap content-center justify-center overflow-hidden rounded-full"
    >
      {allSkills.map((s, i) => (
        <li
          key={s.name}
          className={i % 3 === 0 ? 'text-teal-300' : 'text-slate-300'}
          data-n={s.name.length}
        >
          {s.name}
        </li>
      ))}
    </ul>
  )
}

/** A download of the sphere's code failed: Retry, or Reload when a new deploy took it away. */
export function SphereAlert({ updated, onRetry }: { updated: boolean; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="absolute bottom-0 left-1/2 flex -translate-x-1/2 flex-col items-center gap-2 whitespace-nowrap rounded-md bg-ink/90 p-2 text-sm"
    >
      <p className="m-0">{updated ? SITE_UPDATED : 'The 3D sphere did not load.'}</p>
      {updated ? (
        <ReloadButton />
      ) : (
        <button type="button" className="btn" onClick={onRetry}>
          Retry
        </button>
      )}
    </div>
  )
}

/** The still sphere: the named image holding the names, and a message when given one. */
export function StillSphere({ children }: { children?: ReactNode }) {
  return (
    <div className="sphere-box">
      <div className={HOST_CLASS}>
        <div
          role="img"
          aria-label={`The skill sphere: ${SKILL_NAMES}`}
          className="absolute inset-0 rounded-full"
        >
          <StillNames />
        </div>
      </div>
      {children}
    </div>
  )
}
