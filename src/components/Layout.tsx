import { type ReactNode, useLayoutEffect } from 'react'
import { useLocation } from 'wouter'
import { trackStickyHeights } from '../lib/stickyHeights'
import { BackgroundShapes } from './BackgroundShapes'
import { LinkNotes } from './ExternalLink'
import { Footer } from './Footer'
import { Header } from './Header'
import { HolidayDecoration } from './HolidayDecoration'
import { Spotlight } from './Spotlight'

/** Spec section 2: these paths get the default container; any other a centred one. */
export const DEFAULT_CONTAINER_PATHS: readonly string[] = [
  '/',
  '/work-experience',
  '/projects',
  '/contact',
  '/assignments',
  '/courses',
]

/** Paths that have a screen of their own (and so the header). */
export const ROUTED_PATHS: readonly string[] = DEFAULT_CONTAINER_PATHS.filter(
  (p) => p !== '/assignments',
)

export function Layout({ children }: { children: ReactNode }) {
  const [path] = useLocation()
  const defaultContainer = DEFAULT_CONTAINER_PATHS.includes(path)
  const withHeader = ROUTED_PATHS.includes(path)
  useLayoutEffect(() => trackStickyHeights(document.getElementById('root') ?? document.body), [])
  return (
    <>
      <button
        type="button"
        onClick={() => document.getElementById('main')?.focus()}
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-accent focus:px-3 focus:py-2 focus:text-ink"
      >
        Skip to content
      </button>
      <BackgroundShapes />
      <Spotlight />
      <HolidayDecoration />
      {withHeader && <Header />}
      <main
        id="main"
        tabIndex={-1}
        data-container={defaultContainer ? 'default' : 'centred'}
        className={
          defaultContainer
            ? 'relative z-10 mx-auto max-w-5xl px-4 pb-8 outline-none sm:px-6 lg:px-8'
            : 'relative z-10 mx-auto grid min-h-dvh max-w-2xl place-items-center px-6 py-12 outline-none'
        }
      >
        {children}
      </main>
      {withHeader && <Footer withLinks={path === '/contact'} />}
      <LinkNotes />
    </>
  )
}
