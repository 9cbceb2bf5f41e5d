import { describe, expect, test } from 'vitest'
import { ADDRESSES } from '../../src/lib/addresses'
import { builtFile } from './abuse-kit'
import { baseURL, typeKeyword, useBrowser } from './harness'

const open = useBrowser()

/** The heading each route shows; any other path shows the 404 page. */
const HEADINGS: Record<string, string> = {
  '/': 'About',
  '/work-experience': 'Work Experience',
  '/projects': 'Projects',
  '/contact': 'Contact',
  '/courses': 'Relevant Courses',
}
const PAGE_SOURCES: Record<string, string> = {
  '/work-experience': 'src/pages/WorkExperience.tsx',
  '/projects': 'src/pages/Projects.tsx',
  '/contact': 'src/pages/Contact.tsx',
  '/courses': 'src/pages/Courses.tsx',
}

// Keeps Home's heading as the HTML parser made it, before any script of the app runs.
const KEEP_PRE_RENDERED = `new MutationObserver((_, observer) => {
  const heading = document.getElementById('about-heading')
  if (!heading) return
  window.__preRendered = heading
  observer.disconnect()
}).observe(document, { subtree: true, childList: true })`

describe('shared links with a query string or a trailing slash', () => {
  test.each(ADDRESSES)('/$address shows $path', async ({ address, path }) => {
    const { page } = await open(null, { initScript: KEEP_PRE_RENDERED })
    await page.goto(`${baseURL()}${address}`)
    // The app is live once typing a keyword opens the games menu.
    await typeKeyword(page, 'games')
    await page.keyboard.press('Escape')

    const heading = HEADINGS[path] ?? '404'
    expect(await page.getByRole('heading', { name: heading, exact: true }).isVisible()).toBe(true)
    expect(await page.getByText('Page Not Found').count()).toBe(heading === '404' ? 1 : 0)
    const state = await page.evaluate(() => ({
      hidden: document.documentElement.classList.contains('deep-link'),
      preloads: [...document.querySelectorAll('link[rel=modulepreload]')].map((l) =>
        l.getAttribute('href'),
      ),
      kept: (() => {
        const kept = (window as unknown as { __preRendered?: Element }).__preRendered
        return kept?.isConnected === true && kept === document.getElementById('about-heading')
      })(),
    }))
    expect(state.hidden).toBe(false)
    // The head script read the same route as the router: it preloads that route's code only.
    const routeCode = Object.entries(PAGE_SOURCES)
      .filter(([, source]) => state.preloads.includes(`./${builtFile(source)}`))
      .map(([route]) => route)
    expect(routeCode).toEqual(path in PAGE_SOURCES ? [path] : [])
    // Home hydrated the pre-rendered page: its nodes stay.
    if (path === '/') expect(state.kept).toBe(true)
  })
})
