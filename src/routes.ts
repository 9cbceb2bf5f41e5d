import type { ComponentType } from 'react'
import { profile } from './content/profile'
import { listSentence } from './lib/listSentence'

/** What every page is given: its name from the route table, which is also its heading. */
export interface PageProps {
  title: string
}

type PageModule = { default: ComponentType<PageProps> }

// Home is in the entry: every other page, the 404 included, is a chunk. A page's tests sit
// beside it and are no page: the build would ship them as one.
const pageCode = import.meta.glob<PageModule>([
  './pages/*.tsx',
  '!./pages/Home.tsx',
  '!./pages/*.test.tsx',
])

/** Home's title names the owner; index.html carries the same one from the build. */
export const HOME_TITLE = `${profile.name} · ${profile.role}`

export interface Route {
  /** The route's path; null for the 404, which answers every other path. */
  path: string | null
  /** The page's file under src/pages/. */
  page: string
  /** The page's name: its heading, and with the owner's name the tab's title (Home: its own). */
  title: string
  /** The container `main` gets: the default width, or centred (the 404 at an unknown path). */
  container: 'default' | 'centred'
  /** A screen of its own, with the header and footer; a 404 has none. */
  screen: boolean
  /** The footer shows the profile links beside the year instead of the credits. */
  footerLinks?: boolean
  /** The header's nav item that is current here; with `section`, a jump to that section. */
  nav?: { label: string; section?: string }
  /**
   * What the page offers, in a word or two (`projects`): the site's description names the
   * pages that have one, in the table's order, after the owner's tagline.
   */
  summary?: string
}

const notFound = { page: 'NotFound', title: 'Page Not Found', screen: false } as const

/** Every route the site answers, in the order of the header's nav. */
export const routes: readonly Route[] = [
  {
    path: '/',
    page: 'Home',
    title: HOME_TITLE,
    container: 'default',
    screen: true,
    // On Home both sections, About and Skills, belong to About.
    nav: { label: 'About', section: 'about' },
  },
  {
    path: '/work-experience',
    page: 'WorkExperience',
    title: 'Work Experience',
    container: 'default',
    screen: true,
    nav: { label: 'Experience' },
    summary: 'experience',
  },
  {
    path: '/projects',
    page: 'Projects',
    title: 'Projects',
    container: 'default',
    screen: true,
    nav: { label: 'Projects' },
    summary: 'projects',
  },
  {
    path: '/contact',
    page: 'Contact',
    title: 'Contact',
    container: 'default',
    screen: true,
    footerLinks: true,
    nav: { label: 'Contact' },
    summary: 'contact',
  },
  {
    path: '/courses',
    page: 'Courses',
    title: 'Relevant Courses',
    container: 'default',
    screen: true,
    summary: 'courses',
  },
  // /assignments shows the 404 in the default container (an unknown path centres it), and has
  // no screen of its own.
  { path: '/assignments', ...notFound, container: 'default' },
  { path: null, ...notFound, container: 'centred' },
]

// The tables below are for the build and the tests: `@__PURE__` lets the entry, which reads
// none of them, leave their computation out.

/** The pages the site offers, as a sentence: the end of the site's meta description. */
export const SITE_SUMMARY = /* @__PURE__ */ listSentence(
  /* @__PURE__ */ routes.flatMap((r) => r.summary ?? []),
)

/** The route showing at `path` (a trailing slash is the same route). */
export function routeAt(path: string): Route {
  const bare = path.replace(/(.)\/+$/, '$1')
  return routes.find((r) => r.path === bare) ?? routes.find((r) => r.path === null)!
}

/** The tab's title at `path`: the page's name, then the owner's; Home's is its own. */
export function documentTitle(path: string): string {
  const { path: at, title } = routeAt(path)
  return at === '/' ? title : `${title} · ${profile.name}`
}

/** The source file of a page, as the build's manifest names it. */
export const pageFile = (page: string): string => `src/pages/${page}.tsx`

/** The code of a page that loads on demand; undefined for the pages in the entry. */
export const pageLoader = (page: string): (() => Promise<PageModule>) | undefined =>
  pageCode[`./pages/${page}.tsx`]

/** The routes with a screen of their own: every route but the 404s. */
export const screens = /* @__PURE__ */ routes.filter((r): r is Route & { path: string } => r.screen)

/** The screens whose page loads on demand (every screen but Home; the 404, no screen, too). */
export const lazyRoutes = /* @__PURE__ */ screens.filter((r) => pageLoader(r.page) !== undefined)

/**
 * Starts downloading a route's code when the visitor is about to open it (hover or focus
 * on its link), so the click renders at once. A failed preload is ignored: the route's
 * own boundary reports and retries a failure when it is actually opened.
 */
function preloadRoute(path: string): void {
  pageLoader(routeAt(path).page)?.().catch(() => {})
}

/** Props that preload a route's code on hover or keyboard focus of its link. */
export const preloadOn = (path: string) => ({
  onPointerEnter: () => preloadRoute(path),
  onFocus: () => preloadRoute(path),
})
