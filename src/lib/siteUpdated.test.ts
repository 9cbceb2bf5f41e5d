// @vitest-environment happy-dom
import {
  importMapIn,
  isOtherBuild,
  resetSiteUpdatedForTests,
  siteUpdated,
  UPDATE_CHECK_MS,
} from './siteUpdated'

const page = (files: Record<string, string>) =>
  `<!doctype html><head><script type="importmap">${JSON.stringify({ imports: files })}</script></head>`
const OLD = {
  './assets/View-a.js': './assets/View-a1.js',
  './assets/index-b.js': './assets/index-b1.js',
}
const NEW = { ...OLD, './assets/View-a.js': './assets/View-a2.js' }

afterEach(() => {
  resetSiteUpdatedForTests()
  vi.useRealTimers()
})

describe('telling one build from another', () => {
  test('by the files its import map names, whatever the order or spacing', () => {
    const reordered = `<script type="importmap">
      {"imports": {"./assets/index-b.js": "./assets/index-b1.js", "./assets/View-a.js": "./assets/View-a1.js"}}
    </script>`
    expect(importMapIn(page(OLD))).toBe(importMapIn(reordered))
    expect(isOtherBuild(importMapIn(page(OLD)), importMapIn(page(NEW)))).toBe(true)
    expect(isOtherBuild(importMapIn(page(OLD)), importMapIn(page(OLD)))).toBe(false)
  })

  test.each([
    ['no map', '<html></html>'],
    ['a map that is not JSON', '<script type="importmap">{oops</script>'],
    ['a map without imports', '<script type="importmap">{"scopes":{}}</script>'],
    ['an error page of the host', '<h1>502 Bad Gateway</h1>'],
  ])('%s tells nothing: not another build', (_, html) => {
    expect(importMapIn(html)).toBeNull()
    expect(isOtherBuild(importMapIn(page(OLD)), importMapIn(html))).toBe(false)
  })
})

describe('after a failed download', () => {
  const own = () => importMapIn(page(OLD))
  const answer =
    (html: string, status = 200) =>
    () =>
      Promise.resolve(new Response(html, { status }))

  test('a site now serving another build was updated, and stays so for the page', async () => {
    expect(await siteUpdated({ own, fetchIndex: answer(page(NEW)) })).toBe(true)
    const fetchIndex = vi.fn(answer(page(OLD)))
    expect(await siteUpdated({ own, fetchIndex })).toBe(true)
    expect(fetchIndex).not.toHaveBeenCalled()
  })

  test.each([
    ['the same build', answer(page(OLD))],
    ['a host error', answer(page(NEW), 503)],
    ['no connection', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('%s: the connection is the likely cause', async (_, fetchIndex) => {
    expect(await siteUpdated({ own, fetchIndex })).toBe(false)
  })

  test('a page outside a build (no map of its own) never asks', async () => {
    const fetchIndex = vi.fn(answer(page(NEW)))
    expect(await siteUpdated({ own: () => null, fetchIndex })).toBe(false)
    expect(fetchIndex).not.toHaveBeenCalled()
  })

  test('a check that gets no answer gives up after UPDATE_CHECK_MS: not updated', async () => {
    vi.useFakeTimers()
    const result = siteUpdated({ own, fetchIndex: () => new Promise<Response>(() => {}) })
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_MS)
    expect(await result).toBe(false)
  })
})
