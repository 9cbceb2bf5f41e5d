import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { screens } from '../src/routes'
import { serveGzip } from './lib/gzip-server.mjs'
import { hydrationTask, median, medians, parseArgs, timingTable, USAGE } from './realtime.mjs'

describe('parseArgs', () => {
  test('builds, refs and routes in any order; 5 runs unless told', () => {
    expect(
      parseArgs([
        'dist',
        '--route',
        '/projects',
        'dist-x',
        '--build-ref',
        '98c0ba0',
        '--route',
        '/',
      ]),
    ).toEqual({ dirs: ['dist', 'dist-x'], refs: ['98c0ba0'], runs: 5, routes: ['/projects', '/'] })
    expect(parseArgs(['--runs', '3', 'dist']).runs).toBe(3)
  })

  test.each([
    [['dist', '--run', '3'], 'Unknown option --run'],
    [['dist', '--route'], '--route needs a value'],
    [['dist', '--runs', '--route', '/'], '--runs needs a value'],
    [['dist', '--runs', '0'], '--runs takes a whole number from 1'],
    [['dist', '--runs', '2.5'], '--runs takes a whole number from 1'],
    [['--runs', '3'], 'Name at least one build'],
  ])('%j is refused with the usage', (args, message) => {
    expect(() => parseArgs(args)).toThrow(`${message}\n${USAGE}`)
  })
})

describe('median', () => {
  test('the middle value, or the mean of the two middle ones; NaN for none', () => {
    expect(median([900, 100, 500])).toBe(500)
    expect(median([400, 100, 300, 200])).toBe(250)
    expect(median([])).toBeNaN()
    // A run that lacked the figure is left out, wherever the sort would have put it.
    expect(median([900, Number.NaN, 100, 500])).toBe(500)
    expect(median([Number.NaN, 300, 100])).toBe(200)
    expect(median([Number.NaN])).toBeNaN()
  })

  test('per figure, over runs (the timings here, the Lighthouse figures)', () => {
    const run = (n: number) => ({ fcp: n, lcp: 2 * n, live: 3 * n, longestTask: 100 - n })
    expect(medians([run(30), run(10), run(20)])).toEqual(run(20))
    expect(medians([run(30), run(10)])).toEqual(run(20))
  })
})

test('the table has a row per route and build, seconds for times, ms for the tasks and the worst', () => {
  const route = screens[1]!.path
  const table = timingTable([
    {
      route,
      build: 'dist',
      t: { fcp: 1234, lcp: 1500, live: 2049, longestTask: 257.4, hydrationTask: 64.6 },
      worst: 80.2,
    },
    {
      route,
      build: 'old',
      t: { fcp: Number.NaN, lcp: 1500, live: 2000, longestTask: 0, hydrationTask: Number.NaN },
      worst: Number.NaN,
    },
  ]).split('\n')
  expect(table).toEqual([
    '| route | build | FCP | LCP | app live | longest task | hydration task | worst |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    `| ${route} | dist | 1.23 s | 1.50 s | 2.05 s | 257 ms | 65 ms | 80 ms |`,
    `| ${route} | old | – | 1.50 s | 2.00 s | 0 ms | – | – |`,
  ])
})

describe('serveGzip', () => {
  /** A request that accepts gzip or not: the status, the encoding sent and the body (unzipped). */
  const get = async (url: string, gzip: boolean) => {
    const res = await fetch(url, { headers: { 'Accept-Encoding': gzip ? 'gzip, br' : 'identity' } })
    return {
      status: res.status,
      encoding: res.headers.get('content-encoding'),
      body: await res.text(),
    }
  }

  test('text is sent gzipped when the browser accepts it, images as they are', async () => {
    const root = mkdtempSync(join(tmpdir(), 'gzip-server-'))
    const page = '<!doctype html><title>x</title>'.repeat(20)
    writeFileSync(join(root, 'index.html'), page)
    writeFileSync(join(root, 'a.png'), 'png bytes')
    const server = await serveGzip(root, '/site/')
    try {
      const zipped = await get(`${server.url}`, true)
      expect([zipped.encoding, zipped.body]).toEqual(['gzip', page])
      const plain = await get(`${server.url}index.html`, false)
      expect([plain.encoding, plain.body]).toEqual([null, page])
      expect((await get(`${server.url}a.png`, true)).encoding).toBeNull()
      expect((await get(server.url.replace('/site/', '/index.html'), true)).status).toBe(404)
      expect((await get(`${server.url}missing.js`, true)).status).toBe(404)
    } finally {
      await server.close()
    }
  })
})

describe('hydrationTask', () => {
  const tasks: [number, number][] = [
    [100, 300], // the first paint's layout, before the app starts
    [900, 60], // overlaps the start at 950
    [1000, 55], // the hydrating render, live at 1040
    [1100, 80], // a later part, hydrated before the icons at 1300
    [2000, 120], // the icons' sprite, after the end
  ]
  test('the longest task from the start to the end of the hydration (the icons shown)', () => {
    expect(hydrationTask({ starting: 950, live: 1040, hydrated: 1300, tasks })).toBe(80)
  })

  test('to the live moment where that end is not seen; 0 when no task passed 50 ms', () => {
    expect(hydrationTask({ starting: 950, live: 1040, hydrated: Number.NaN, tasks })).toBe(60)
    expect(hydrationTask({ starting: 1200, live: 1300, hydrated: 1500, tasks })).toBe(0)
  })
})
