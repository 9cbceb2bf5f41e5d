import { deferIcons, snapshotFile, snapshotName, takeEntry } from './prerender'

// What Vite writes into the built index.html's head for the app's entry.
const VITE_HEAD =
  '<head><script type="importmap">{"imports":{}}</script>\n' +
  '    <script type="module" crossorigin src="./assets/index-A1.js"></script>\n' +
  '    <link rel="modulepreload" crossorigin href="./assets/hooks-B2.js">\n' +
  '    <link rel="modulepreload" crossorigin href="./assets/timers-C3.js">\n' +
  '    <style>p{}</style></head>'

describe('takeEntry', () => {
  test("takes the entry's module script and modulepreloads out, and says what they were", () => {
    const taken = takeEntry(VITE_HEAD)
    expect(taken.entry).toBe('./assets/index-A1.js')
    expect(taken.preloads).toEqual(['./assets/hooks-B2.js', './assets/timers-C3.js'])
    expect(taken.html).toBe(
      '<head><script type="importmap">{"imports":{}}</script>\n    <style>p{}</style></head>',
    )
  })

  test('stops the build, naming what it missed, when the page has no entry script', () => {
    expect(() => takeEntry('<head><style>p{}</style></head>')).toThrow(
      "prerender: index.html has no module script for the app's entry",
    )
  })
})

test('deferIcons names the sprite in data-href, in every icon and nothing else', () => {
  const html =
    '<a href="#/">Home</a><svg><use href="icons.svg#a"></use></svg><svg><use href="icons.svg#b"></use></svg>'
  expect(deferIcons(html)).toBe(
    '<a href="#/">Home</a><svg><use data-href="icons.svg#a"></use></svg><svg><use data-href="icons.svg#b"></use></svg>',
  )
})

describe('snapshots', () => {
  test.each([
    ['/projects', 'route-projects'],
    ['/work-experience', 'route-work-experience'],
    ['/a/b', 'route-a-b'],
  ])('%s is named %s', (path, name) => {
    expect(snapshotName(path)).toBe(name)
  })

  test("a snapshot's file is hashed from its HTML, under assets/", () => {
    const file = snapshotFile('/projects', '<main>a</main>')
    expect(file).toMatch(/^assets\/route-projects-[\w-]{10}\.html$/)
    expect(snapshotFile('/projects', '<main>a</main>')).toBe(file)
    expect(snapshotFile('/projects', '<main>b</main>')).not.toBe(file)
  })
})
