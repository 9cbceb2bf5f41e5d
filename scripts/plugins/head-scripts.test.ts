import { SNAPSHOT_MARK } from '../../src/head/contract'
import { scriptJson } from '../../src/head/inlineScript'
import { endsWhereItShould, HOSTILE_TEXT } from '../../src/test/hostileText'
import { BUILD_DATA, buildHeadScript } from './head-scripts'

// What runs the built scripts themselves: src/head/boot.inline.test.ts (index.html's),
// src/head/hashRedirect.inline.test.ts and scripts/plugins/not-found-page.test.ts (404.html's,
// with hostile text in its data too).

let index: Awaited<ReturnType<typeof buildHeadScript<'index'>>>
let notFound: Awaited<ReturnType<typeof buildHeadScript<'notFound'>>>
beforeAll(async () => {
  index = await buildHeadScript('index')
  notFound = await buildHeadScript('notFound')
}, 30_000)

test('each script is one minified function that runs at once, its data in place', () => {
  const plan = { entry: './assets/index-A1.js', preloads: [], routes: {}, mark: SNAPSHOT_MARK }
  for (const script of [index(plan), notFound({ base: '/', routes: ['/projects'] })]) {
    expect(script).toMatch(/^\(function\(\)\{.*\}\)\(\);$/s)
    expect(script).not.toContain('\n')
    expect(script).not.toContain(BUILD_DATA)
  }
})

// Every string of the data comes from the build: titles from the content, paths from the
// route table and the site address, file names from the bundle.
test.each(HOSTILE_TEXT)('%j in every field of the head script reaches the page as text', (text) => {
  const plan = {
    entry: `./assets/${text}.js`,
    preloads: [text],
    routes: { [`/${text}`]: { files: [text], snapshot: text, title: `${text} · ${text}` } },
    mark: text,
  }
  const script = index(plan)
  expect(endsWhereItShould(script)).toBe(true)
  // The data is one JavaScript value in the script, and reads back as what went in.
  expect(script).toContain(scriptJson(plan))
  expect(JSON.parse(scriptJson(plan))).toEqual(plan)
  expect(() => new Function(script)).not.toThrow()
})
