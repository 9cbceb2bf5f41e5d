import { Link, useLocation } from 'wouter'
import { profile } from '../content/profile'
import { scrollBehavior } from '../lib/useMediaQuery'
import { preloadOn } from '../routes'
import { type NavItem, navItems, profileLinks } from '../site.config'
import { PDF_NOTE } from './ExternalLink'
import { ProfileLinks } from './ProfileLinks'

// The current item is underlined as well as coloured (WCAG 1.4.1).
const itemClass =
  'rounded-md px-1 py-2 text-[13px] font-medium xs:px-1.5 xs:text-sm text-slate-400 hover:text-accent aria-[current]:text-accent aria-[current]:underline aria-[current]:decoration-2 aria-[current]:underline-offset-6 focus-ring sm:px-3'

/** The nav item of the route at `path`: About on Home, whose sections (About, Skills) are all About's. */
function currentLabel(path: string): string | null {
  return navItems.find((i) => i.kind !== 'file' && i.route === path)?.label ?? null
}

function NavEntry({ item, current }: { item: NavItem; current: boolean }) {
  const aria = current ? ({ 'aria-current': 'page' } as const) : {}
  if (item.kind === 'file') {
    return (
      <a
        href={item.href}
        target="_blank"
        rel="noopener noreferrer"
        aria-describedby={PDF_NOTE}
        className={itemClass}
      >
        {item.label}
      </a>
    )
  }
  if (item.kind === 'section') {
    const jump = (e: React.MouseEvent) => {
      const target = document.getElementById(item.section)
      if (!target) return // on another route: follow the link home
      e.preventDefault()
      target.scrollIntoView({ behavior: scrollBehavior(), block: 'start' })
    }
    return (
      <Link href={item.route} onClick={jump} className={itemClass} {...aria}>
        {item.label}
      </Link>
    )
  }
  return (
    <Link href={item.route} className={itemClass} {...aria} {...preloadOn(item.route)}>
      {item.label}
    </Link>
  )
}

export function Header() {
  const [path] = useLocation()
  const current = currentLabel(path)
  return (
    <header className="relative tall:sticky top-0 z-30 border-b border-ink-line/70 bg-ink/85 backdrop-blur supports-[not(backdrop-filter:blur(1px))]:bg-ink">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-x-4 px-3 sm:px-6">
        <Link
          href="/"
          className="hidden md:block font-semibold text-slate-100 hover:text-accent focus-ring rounded-sm"
        >
          {profile.name}
        </Link>
        <nav aria-label="Main" className="w-full md:w-auto">
          <ul className="flex min-h-12 flex-wrap items-center justify-between p-0 m-0 list-none xs:justify-start">
            {navItems.map((item) => (
              <li key={item.label}>
                <NavEntry item={item} current={current === item.label} />
              </li>
            ))}
          </ul>
        </nav>
        <ProfileLinks links={profileLinks} />
      </div>
    </header>
  )
}
