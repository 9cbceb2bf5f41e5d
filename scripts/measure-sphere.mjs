#!/usr/bin/env node
// Measures the skill sphere's main-thread cost per frame in headless Chromium
// (not a test: a figure to read). Needs a build:
//
//   npm run build && node scripts/measure-sphere.mjs [outDir] [--seconds 5]
//
// It serves the build, scrolls to the turning sphere and, over a few seconds,
// reports (1) the time spent inside requestAnimationFrame callbacks, where
// react-three-fiber runs useFrame and renders, and (2) all main-thread task
// time from the DevTools protocol (Performance.getMetrics), each per frame.
import { existsSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { preview } from 'vite'

const args = process.argv.slice(2)
const outDir = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--seconds') ?? 'dist'
const seconds = Number(args[args.indexOf('--seconds') + 1]) || 5
const chrome = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/google-chrome'].find(
  (p) => p && existsSync(p),
)

// Times every requestAnimationFrame callback; installed before the page's own scripts.
const TIME_FRAMES = `
  window.__frames = { count: 0, ms: 0 }
  const raf = window.requestAnimationFrame.bind(window)
  window.requestAnimationFrame = (cb) => raf((t) => {
    const start = performance.now()
    try { cb(t) } finally {
      window.__frames.count++
      window.__frames.ms += performance.now() - start
    }
  })
`

async function measure(browser, base, { width, dpr }) {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    deviceScaleFactor: dpr,
  })
  await context.addInitScript(TIME_FRAMES)
  const page = await context.newPage()
  await page.goto(`${base}#/`)
  await page.getByRole('img', { name: /skill sphere/ }).scrollIntoViewIfNeeded()
  await page.getByRole('img', { name: /Interactive skill sphere/ }).waitFor({ timeout: 30_000 })
  await page.waitForTimeout(1000)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Performance.enable')
  const metrics = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics')
    const get = (name) => metrics.find((m) => m.name === name)?.value ?? 0
    return { task: get('TaskDuration'), script: get('ScriptDuration') }
  }
  const frames = () => page.evaluate(() => ({ ...window.__frames }))
  const [m0, f0] = [await metrics(), await frames()]
  await page.waitForTimeout(seconds * 1000)
  const [m1, f1] = [await metrics(), await frames()]
  await context.close()
  const count = f1.count - f0.count
  return {
    width,
    dpr,
    frames: count,
    fps: count / seconds,
    rafMs: (f1.ms - f0.ms) / count,
    scriptMs: ((m1.script - m0.script) * 1000) / count,
    taskMs: ((m1.task - m0.task) * 1000) / count,
  }
}

if (!chrome) throw new Error('No Chromium found; set CHROME_PATH.')
if (!existsSync(`${outDir}/index.html`)) throw new Error(`${outDir}/ is missing: build first.`)
const server = await preview({
  build: { outDir },
  preview: { port: 0, host: '127.0.0.1', open: false },
})
const base = `http://127.0.0.1:${server.httpServer.address().port}/`
const browser = await chromium.launch({
  executablePath: chrome,
  headless: true,
  args: [
    '--use-angle=swiftshader',
    '--enable-unsafe-swiftshader',
    ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
  ],
})
try {
  console.log(
    `Skill sphere, main thread per frame over ${seconds} s (headless Chromium, SwiftShader):`,
  )
  for (const setup of [
    { width: 1280, dpr: 1 },
    { width: 1280, dpr: 2 },
    { width: 390, dpr: 3 },
  ]) {
    const r = await measure(browser, base, setup)
    console.log(
      `  ${r.width} px @${r.dpr}x: ${r.frames} frames (${r.fps.toFixed(0)} fps); ` +
        `rAF callbacks ${r.rafMs.toFixed(2)} ms, script ${r.scriptMs.toFixed(2)} ms, ` +
        `all tasks ${r.taskMs.toFixed(2)} ms per frame`,
    )
  }
} finally {
  await browser.close()
  await server.close()
}
