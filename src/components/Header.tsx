import { Link, useLocation } from 'wouter'
import { profile } from '../content/profile'
import { scrollBehavior } from '../lib/useMediaQuery'
import { preloadOn, type Route, routeAt, routes } from '../routes'
import { profileLinks, resumeLink } from '../site.config'
import { ExternalLink } from './ExternalLink'
import { ProfileLinks } from './ProfileLinks'

type NavRoute = Route & { path: string; nav: NonNullable<Route['nav']> }

/** The routes with a nav item, in the table's order; the résumé follows them. */
const navRoutes = routes.filter((r): r is NavRoute => r.path !== null && r.nav !== undefined)

// The current item is underlined as well as coloured (WCAG 1.4.1). A block, so that its padding
// takes room: where the nav wraps (350 to 370 px, or larger text) the rows stack rather than
// overlap (2.5.8). Below 350 px the padding is slim enough for one row at 320 px.
const itemClass =
  'block rounded-md px-0.5 py-2 text-[13px] font-medium bp350:px-1.5 bp350:text-sm text-slate-400 hover:text-accent aria-[current]:text-accent aria-[current]:underline aria-[current]:decoration-2 aria-[current]:underline-offset-6 focusable bp480:px-3'

/** A route's nav link: a jump to its section when it names one and it is on the page. */
function NavLink({ route: { path, nav }, current }: { route: NavRoute; current: boolean }) {
  const aria = current ? ({ 'aria-current': 'page' } as const) : {}
  const { section } = nav
  if (section) {
    const jump = (e: React.MouseEvent) => {
      const target = document.getElementById(section)
      if (!target) return // on another route: follow the link
      e.preventDefault()
      target.scrollIntoView({ behavior: scrollBehavior(), block: 'start' })
      // Focus follows the jump, as the project years' do (WCAG 2.4.3): the next Tab goes on
      // from the section rather than from the link at the top.
      target.querySelector<HTMLElement>('h1, h2')?.focus({ preventScroll: true })
    }
    return (
      <Link href={path} onClick={jump} className={itemClass} {...aria}>
        {nav.label}
      </Link>
    )
  }
  return (
    <Link href={path} className={itemClass} {...aria} {...preloadOn(path)}>
      {nav.label}
    </Link>
  )
}

export function Header() {
  const [path] = useLocation()
  const current = routeAt(path)
  return (
    <header className="relative tall:sticky top-0 z-30 border-b border-ink-line/70 bg-ink/85 backdrop-blur supports-[not(backdrop-filter:blur(1px))]:bg-ink">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-x-4 px-3 bp480:px-6">
        <Link
          href="/"
          className="hidden md:block font-semibold text-slate-100 hover:text-accent focusable rounded-sm"
        >
          {profile.name}
        </Link>
        <nav aria-label="Main" className="w-full md:w-auto">
          <ul className="flex min-h-12 flex-wrap items-center justify-between p-0 m-0 list-none bp350:justify-start">
            {navRoutes.map((route) => (
              <li key={route.nav.label}>
                <NavLink route={route} current={route === current} />
              </li>
            ))}
            <li>
              <ExternalLink href={resumeLink.href} className={itemClass}>
                {resumeLink.label}
              </ExternalLink>
            </li>
          </ul>
        </nav>
        <ProfileLinks links={profileLinks} />
      </div>
    </header>
  )
}
