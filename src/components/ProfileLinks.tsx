import type { ProfileLink } from '../content/types'
import { ExternalLink } from './ExternalLink'
import { Icon } from './Icon'

/**
 * Icon links to the student's profiles, named by their label. `data-icon-link` marks them for
 * the page without JavaScript, whose icons never get their sprite: it shows the names
 * instead (scripts/plugins/prerender.ts).
 */
export function ProfileLinks({ links }: { links: readonly ProfileLink[] }) {
  return (
    <ul className="flex min-h-12 flex-wrap items-center gap-1 p-0 m-0 list-none">
      {links.map((l) => (
        <li key={l.label}>
          <ExternalLink
            href={l.href}
            aria-label={l.label}
            title={l.label}
            data-icon-link
            className="grid place-items-center h-10 w-10 rounded-md text-slate-400 hover:text-accent hover:bg-accent/10 focusable"
          >
            <Icon name={l.icon} className="text-lg" />
          </ExternalLink>
        </li>
      ))}
    </ul>
  )
}
