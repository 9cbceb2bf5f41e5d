import { EARLY_INPUT, SNAPSHOT_MARK, SNAPSHOT_POLICY, SNAPSHOT_WAIT_MS } from '../src/head/contract'
import { endsWhereItShould, HOSTILE_TEXT } from '../src/test/hostileText'
import { bootScript, deferIcons, snapshotFile, snapshotName, takeEntry } from './prerender'

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

test('bootScript is one minified call of the boot function with the plan, routePath and hold', () => {
  const plan = {
    entry: './assets/index-A1.js',
    preloads: [],
    routes: {},
    wait: SNAPSHOT_WAIT_MS,
    policy: SNAPSHOT_POLICY,
    inbox: EARLY_INPUT,
    mark: SNAPSHOT_MARK,
  }
  const script = bootScript(
    {
      boot: 'function boot(plan, routePath, load, hold) {\n  // a comment\n  hold(plan.inbox)\n  load(routePath(plan.entry))\n}',
      routePath: '(hash) => hash',
      hold: '(name) => { globalThis.held = name }',
    },
    plan,
  )
  expect(script).not.toContain('a comment')
  expect(script).not.toContain('\n')
  // Run as the page runs it: `load` is the page's import(), stood in for here.
  const imported: string[] = []
  new Function('importer', script.replace('import(', 'importer('))((url: string) => {
    imported.push(url)
  })
  expect(imported).toEqual([plan.entry])
  expect((globalThis as { held?: string }).held).toBe(EARLY_INPUT)
})

describe('content in the head script', () => {
  // Every string of the plan comes from the build: titles from the content, paths from the
  // route table, file names from the bundle.
  test.each(HOSTILE_TEXT)('%j in every field reaches the page as text', (text) => {
    const plan = {
      entry: `./assets/${text}.js`,
      preloads: [text],
      routes: { [`/${text}`]: { files: [text], snapshot: text, title: `${text} · ${text}` } },
      wait: SNAPSHOT_WAIT_MS,
      policy: text,
      inbox: text,
      mark: text,
    }
    const script = bootScript(
      { boot: 'function boot(plan) { globalThis.plan = plan }', routePath: '(h) => h', hold: '0' },
      plan,
    )
    expect(endsWhereItShould(script)).toBe(true)
    const seen: { plan?: unknown } = {}
    new Function('globalThis', script)(seen)
    expect(seen.plan).toEqual(plan)
  })
})
