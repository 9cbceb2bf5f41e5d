import { type ReactNode, useLayoutEffect } from 'react'
import { useLocation } from 'wouter'
import { trackStickyHeights } from '../lib/stickyHeights'
import { routeAt } from '../routes'
import { LinkNotes } from './ExternalLink'
import { Footer } from './Footer'
import { Header } from './Header'
import { HolidayDecoration } from './HolidayDecoration'
import { Later } from './Later'
import { Spotlight } from './Spotlight'

/** The frame of every page, as the route table sets it: container, header and footer. */
export function Layout({ children }: { children: ReactNode }) {
  const [path] = useLocation()
  const { container, screen, footerLinks } = routeAt(path)
  const defaultContainer = container === 'default'
  useLayoutEffect(() => trackStickyHeights(document.getElementById('root') ?? document.body), [])
  return (
    <>
      <button
        type="button"
        onClick={() => document.getElementById('main')?.focus()}
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-accent focus:px-3 focus:py-2 focus:text-ink focusable"
      >
        Skip to content
      </button>
      <Spotlight />
      <HolidayDecoration />
      {/* Links alone: a pointer or focus on one hydrates it before its click. */}
      {screen && (
        <Later>
          <Header />
        </Later>
      )}
      <main
        id="main"
        tabIndex={-1}
        data-container={container}
        className={
          defaultContainer
            ? 'relative z-10 mx-auto max-w-5xl px-4 pb-8 focus:outline-none bp480:px-6 lg:px-8'
            : 'relative z-10 mx-auto grid min-h-dvh max-w-2xl place-items-center px-6 py-12 focus:outline-none'
        }
      >
        {children}
      </main>
      {screen && (
        <Later>
          <Footer withLinks={footerLinks} />
        </Later>
      )}
      <LinkNotes />
    </>
  )
}
