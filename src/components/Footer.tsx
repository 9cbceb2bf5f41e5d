import { profile } from '../content/profile'
import type { ProfileLink } from '../content/types'
import { profileLinks } from '../site.config'
import { ExternalLink } from './ExternalLink'
import { Icon } from './Icon'

const copyright = `© ${profile.year} ${profile.name}`

/**
 * The site's footer, outside `main` so it is the page's contentinfo landmark: the credits,
 * or on Contact every profile link (whatever its label), each with its icon, beside the clock.
 */
export function Footer({
  withLinks = false,
  links = profileLinks,
}: {
  withLinks?: boolean
  links?: readonly ProfileLink[]
}) {
  if (withLinks) {
    return (
      <footer className="relative z-10 flex flex-wrap items-center justify-center gap-4 px-6 py-10 text-sm text-slate-400">
        {links.map((l) => (
          <ExternalLink
            key={l.href}
            href={l.href}
            className="link inline-flex items-center gap-1.5"
          >
            <Icon name={l.icon} />
            {l.label}
          </ExternalLink>
        ))}
        <span className="inline-flex items-center gap-1.5">
          <Icon name="carbon:time" />
          {copyright}
        </span>
      </footer>
    )
  }
  return (
    <footer className="relative z-10 mx-auto max-w-5xl px-6 py-10 text-center text-sm text-slate-400">
      <p>{profile.credits}</p>
      <p className="mt-1">{copyright}</p>
    </footer>
  )
}
