import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import chunkSize from '../../src/sphere/chunkSize.json'
import { STILL_TIERS } from '../../uno.config'
import { FIRST_SKILL, SKILLS } from '../content'
import { moved } from '../flows/pixels'
import { builtFile, SCENE_ENTRY } from './abuse-kit'
import { holdFile } from './chunks'
import { appLive, frames, pageIdle, pageOpener, url } from './harness'

const open = pageOpener({ webgl: true })
// The harness's default browser has no WebGL: the sphere keeps its static names and logs nothing.
const openWithoutWebGL = pageOpener()

/** Counts WebGL draw calls in `window.__draws` (init script, before any page code). */
const COUNT_DRAWS = `
  window.__draws = 0
  for (const proto of [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype]) {
    for (const name of ['drawElements', 'drawArrays', 'drawElementsInstanced', 'drawArraysInstanced', 'drawRangeElements']) {
      const draw = proto[name]
      if (typeof draw !== 'function') continue
      proto[name] = function (...args) { window.__draws++; return draw.apply(this, args) }
    }
  }
`

const SAVE_DATA = `
  Object.defineProperty(navigator, 'connection', {
    configurable: true,
    value: { saveData: true, effectiveType: '4g', addEventListener() {}, removeEventListener() {} },
  })
`

const sphere = (page: Page) => page.getByRole('img', { name: /skill sphere/ })
const draws = (page: Page) =>
  page.evaluate(() => (window as unknown as { __draws: number }).__draws)
/** The canvas as drawn; "Pause sphere" over its corner is masked, so the button's own change is not motion. */
const shot = (page: Page) =>
  page.locator('canvas').screenshot({ mask: [page.getByRole('button', { name: 'Pause sphere' })] })

const still = async (page: Page, since: Buffer) => moved(since, await shot(page)) === 0

/** Collects requests for the lazy 3D chunk. */
function chunkRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (r) => {
    if (r.url().endsWith(`/${builtFile(SCENE_ENTRY)}`)) urls.push(r.url())
  })
  return urls
}

/** Scrolls the sphere into view and waits until its 3D scene has drawn. */
async function scrollToSphere(page: Page) {
  await sphere(page).scrollIntoViewIfNeeded()
  await page.getByRole('img', { name: /Interactive skill sphere/ }).waitFor({ timeout: 20_000 })
  return page.locator('canvas')
}

async function center(page: Page) {
  const box = (await page.locator('canvas').boundingBox())!
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

/** A touch gesture through the browser's own input pipeline (CDP), so touch-action applies. */
async function swipe(page: Page, from: { x: number; y: number }, by: { x: number; y: number }) {
  const cdp = await page.context().newCDPSession(page)
  const steps = 12
  const at = (i: number) => [{ x: from.x + (by.x * i) / steps, y: from.y + (by.y * i) / steps }]
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) })
  for (let i = 1; i <= steps; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(i) })
    await frames(page, 1)
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await cdp.detach()
}

describe('skill sphere without WebGL', () => {
  test('shows the static names, never fetches the 3D chunk, and keeps the console clean', async () => {
    const { page } = await openWithoutWebGL('/', { width: 1000, height: 800 })
    const requested = chunkRequests(page)
    expect(await page.evaluate(() => !!document.createElement('canvas').getContext('webgl'))).toBe(
      false,
    )
    const before = (await sphere(page).boundingBox())!
    await sphere(page).scrollIntoViewIfNeeded()
    // The sphere decides once the page is idle and the box is near: then nothing may load.
    await pageIdle(page)
    await frames(page, 5)
    expect(requested).toEqual([])
    expect(await page.locator('canvas').count()).toBe(0)
    expect(await page.getByRole('button', { name: /Load 3D skill sphere/ }).count()).toBe(0)
    for (const name of SKILLS) {
      expect(await sphere(page).getByText(name, { exact: true }).isVisible(), name).toBe(true)
    }
    expect(await sphere(page).getAttribute('aria-label')).toBe(
      `The skill sphere: ${SKILLS.join(', ')}`,
    )
    const after = (await sphere(page).boundingBox())!
    expect([after.width, after.height]).toEqual([before.width, before.height])
  })
})

/**
 * Puts `count` names in the still sphere as its own markup sets them (every third one as the
 * first, the rest as the second, each with its length), taken from `names` in turn (with a
 * number once they repeat), and says which of them are not whole inside the disc, which
 * single words are broken over two lines, and the smallest of their sizes in px.
 */
async function stillNames(page: Page, count: number, names: readonly string[]) {
  return page.evaluate(
    ([count, names]) => {
      const list = document.querySelector<HTMLUListElement>('[role=img] > ul')!
      const [big, small] = [...list.children].map((li) => li.className)
      list.replaceChildren(
        ...Array.from({ length: count }, (_, i) => {
          const li = document.createElement('li')
          li.className = (i % 3 === 0 ? big : (small ?? big))!
          li.textContent = `${names[i % names.length]}${i < names.length ? '' : i}`
          li.dataset.n = String(li.textContent.length)
          return li
        }),
      )
      const disc = list.getBoundingClientRect()
      const [cx, cy, r] = [disc.x + disc.width / 2, disc.y + disc.height / 2, disc.width / 2]
      const smallest = Math.min(
        ...[...list.children].map((li) => Number.parseFloat(getComputedStyle(li).fontSize)),
      )
      const outside = [...list.children].flatMap((li) => {
        const b = li.getBoundingClientRect()
        const corners = [
          [b.left, b.top],
          [b.right, b.top],
          [b.left, b.bottom],
          [b.right, b.bottom],
        ]
        const inside = corners.every(([x, y]) => Math.hypot(x! - cx, y! - cy) <= r + 0.5)
        return inside ? [] : [li.textContent]
      })
      // A name without a space takes one line: its text in two lines' boxes is a word cut in
      // two. (The item's own box is as tall as the tallest in its row, so its text is read.)
      const broken = [...list.children].flatMap((li) => {
        const range = document.createRange()
        range.selectNodeContents(li)
        const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)))
        return !/\s/.test(li.textContent ?? '') && tops.size > 1 ? [li.textContent] : []
      })
      return { outside, broken, smallest }
    },
    [count, names] as const,
  )
}

/** Names in capitals, wider a letter than the lower case of most names. */
const CAPITALS = ['MATLAB', 'WCAG', 'CUDA', 'HTML', 'NVDA', 'MQTT', 'AWS', 'QGIS']

/** Long names an owner may have, one of them longer than any line of the disc. */
const LONG_NAMES = [
  'Kubernetes',
  'PostgreSQL',
  'Distributed Systems Design',
  'GitHub Actions',
  'scikit-learn',
  'Elasticsearch',
  'WebAssembly',
  'Microsoft Azure',
]

describe('the still names, for any number of skills', () => {
  // 1, the content's own, and an owner's many (the most of each size the page sets them in:
  // 12, 24, 36, 48, 60 and more), as long as the content's or longer: each whole inside the
  // disc on every screen.
  const counts = [1, 12, SKILLS.length, 24, 36, 48, 60, 72]
  test.each([
    ...counts.map((count) => [count, 'the content’s', SKILLS] as const),
    ...counts.map((count) => [count, 'long ones', LONG_NAMES] as const),
    ...counts.map((count) => [count, 'in capitals', CAPITALS] as const),
  ])(
    'with %i names (%s), each lies whole inside the disc, no word cut in two, at 320, 375 and 1280 px',
    async (count, _, names) => {
      // One page, resized: the names are sized from the disc's width (CSS alone), so each
      // width lays them out afresh.
      const { page } = await openWithoutWebGL('/', { width: 320, height: 800 })
      await pageIdle(page)
      for (const width of [320, 375, 1280]) {
        await page.setViewportSize({ width, height: 800 })
        await frames(page, 2)
        const { outside, broken } = await stillNames(page, count, names)
        expect(outside, `${width} px`).toEqual([])
        expect(broken, `${width} px`).toEqual([])
      }
    },
  )

  test('short names keep their size: none is set smaller than the size for their number', async () => {
    const short = ['Python', 'Go', 'Rust', 'C++', 'Java', 'SQL', 'React', 'Git', 'Bash', 'Vue']
    const { page } = await openWithoutWebGL('/', { width: 375, height: 800 })
    await pageIdle(page)
    // Ten names: the size of the first tier (up to twelve), in % of the disc's width, at most
    // 14 px (.875rem); every third one 1.28 times that.
    const size = STILL_TIERS[0]![1]
    const disc = (await sphere(page).boundingBox())!.width
    const { smallest } = await stillNames(page, short.length, short)
    expect(smallest).toBeCloseTo(Math.min((size / 100) * disc, 14), 0)
  })
})

describe('skill sphere: loading', () => {
  test('the canvas appears only after scrolling to Skills, with a WebGL context, in a box that keeps its size', async () => {
    const { page } = await open('/', { width: 1280, height: 800 })
    const requested = chunkRequests(page)
    const box = page.locator('div:has(> [role="img"])').filter({ has: sphere(page) })
    const before = (await box.boundingBox())!
    expect(before.y, 'the sphere starts well below the first screen').toBeGreaterThan(800 + 300)
    // The sphere decides once the page is idle; give its observer a few frames to report.
    await pageIdle(page)
    await frames(page, 5)
    expect(await page.locator('canvas').count()).toBe(0)
    expect(requested).toEqual([])

    const canvas = await scrollToSphere(page)
    expect(requested).toHaveLength(1)
    const webgl = await canvas.evaluate((c: HTMLCanvasElement) => {
      const gl = c.getContext('webgl2')
      return gl instanceof WebGL2RenderingContext && !gl.isContextLost()
    })
    expect(webgl).toBe(true)
    const after = (await box.boundingBox())!
    expect([after.width, after.height]).toEqual([before.width, before.height])
    const drawn = (await canvas.boundingBox())!
    expect([drawn.width, drawn.height]).toEqual([before.width, before.height])
  })

  test('Home hydrates with the sphere as pre-rendered while its live part downloads; then it loads and turns', async () => {
    const { page } = await open(null, { width: 1000, height: 800 })
    const live = await holdFile(page, 'src/sphere/LiveSphere.tsx')
    await page.goto(url('/'))
    await appLive(page)
    await expect.poll(() => live.asked.count).toBe(1)
    // The app is live without it: the sphere is the pre-rendered one, its nodes kept.
    const image = sphere(page)
    await image.evaluate((el) => {
      ;(window as unknown as { __sphere: Element }).__sphere = el
    })
    expect(await image.textContent()).toContain(FIRST_SKILL)
    await image.scrollIntoViewIfNeeded()
    await pageIdle(page)
    expect(await page.locator('canvas').count()).toBe(0)

    live.release()
    await scrollToSphere(page)
    expect(
      await page.evaluate(() => {
        const kept = (window as unknown as { __sphere: Element }).__sphere
        return kept.isConnected && kept.getAttribute('aria-label')?.startsWith('Interactive')
      }),
      'the pre-rendered image is the one that turns',
    ).toBe(true)
    await expect
      .poll(() =>
        page
          .getByRole('application')
          .filter({ has: sphere(page) })
          .getAttribute('tabindex'),
      )
      .toBe('0')
  })

  test('with Save-Data the chunk waits for the button, which names its size', async () => {
    const { page } = await open('/', { width: 1000, height: 800, initScript: SAVE_DATA })
    const requested = chunkRequests(page)
    await sphere(page).scrollIntoViewIfNeeded()
    const button = page.getByRole('button', {
      name: `Load 3D skill sphere (${chunkSize.gzipKB} KB)`,
    })
    await button.waitFor()
    await frames(page, 5)
    expect(requested).toEqual([])
    expect(await page.locator('canvas').count()).toBe(0)
    expect(await sphere(page).textContent()).toContain(FIRST_SKILL)

    await button.click()
    await page.getByRole('img', { name: /Interactive skill sphere/ }).waitFor({ timeout: 20_000 })
    expect(requested).toHaveLength(1)
    expect(await button.count()).toBe(0)
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('role')))
      .toBe('application')
  })

  test('a context lost for good brings the static names back, quietly', async () => {
    const { page } = await open('/', { width: 1000, height: 800 })
    const canvas = await scrollToSphere(page)
    await canvas.evaluate((c: HTMLCanvasElement) =>
      c.getContext('webgl2')?.getExtension('WEBGL_lose_context')?.loseContext(),
    )
    await page.getByRole('img', { name: /^The skill sphere/ }).waitFor({ timeout: 10_000 })
    expect(await page.locator('canvas').count()).toBe(0)
    expect(await sphere(page).textContent()).toContain(FIRST_SKILL)
  })
})

// With reduced motion it stands still and offers no "Pause sphere", and a drag or a swipe
// turns it, in every engine: tests/flows/sphere.flow.ts. Here, what Chromium's protocol adds.
describe('skill sphere: motion and input', () => {
  test('with reduced motion it stands still, and a mouse drag turns it', async () => {
    const { page } = await open('/', {
      width: 1000,
      height: 800,
      reducedMotion: 'reduce',
      initScript: COUNT_DRAWS,
    })
    await scrollToSphere(page)
    await frames(page, 3)
    const first = await shot(page)
    const drawn = await draws(page)
    await frames(page, 30)
    expect(await draws(page), 'no frames drawn while nothing moves it').toBe(drawn)
    expect(await still(page, first)).toBe(true)

    const { x, y } = await center(page)
    await page.mouse.move(x, y)
    await page.mouse.down()
    await page.mouse.move(x + 90, y, { steps: 6 })
    await page.mouse.up()
    await expect.poll(() => still(page, first)).toBe(false)
    const released = await draws(page)
    await frames(page, 30)
    expect(await draws(page), 'no inertia with reduced motion').toBe(released)
  })

  test('it turns on its own without reduced motion', async () => {
    const { page } = await open('/', { width: 1000, height: 800, reducedMotion: 'no-preference' })
    await scrollToSphere(page)
    const first = await shot(page)
    await expect.poll(() => still(page, first)).toBe(false)
  })

  test('"Pause sphere" stops all its motion until pressed again', async () => {
    const { page } = await open('/', {
      width: 1000,
      height: 800,
      reducedMotion: 'no-preference',
      initScript: COUNT_DRAWS,
    })
    await scrollToSphere(page)
    const toggle = page.getByRole('button', { name: 'Pause sphere' })
    expect(await toggle.getAttribute('aria-pressed')).toBe('false')
    await toggle.click()
    expect(await toggle.getAttribute('aria-pressed')).toBe('true')
    // The frame asked for by the press itself may still come; after it, none.
    await frames(page, 3)
    const paused = await draws(page)
    const stopped = await shot(page)
    await frames(page, 30)
    expect(await draws(page), 'no frames while paused').toBe(paused)
    expect(await still(page, stopped)).toBe(true)

    await toggle.click()
    expect(await toggle.getAttribute('aria-pressed')).toBe('false')
    await expect.poll(() => draws(page), { timeout: 3000 }).toBeGreaterThan(paused)
    await expect.poll(() => still(page, stopped), { message: 'it turns again' }).toBe(false)
  })

  test('the keyboard can focus it, sees a focus ring, and turns it with the arrows', async () => {
    const { page } = await open('/', { width: 1000, height: 800, reducedMotion: 'reduce' })
    await scrollToSphere(page)
    // The focusable, interactive container of the image (see a11y-audit.e2e.ts).
    const host = page.getByRole('application').filter({ has: sphere(page) })
    expect(await host.getAttribute('tabindex')).toBe('0')
    await host.focus()
    const outline = await host.evaluate((el) => {
      const s = getComputedStyle(el)
      return { style: s.outlineStyle, width: Number.parseFloat(s.outlineWidth) }
    })
    expect(outline.style).not.toBe('none')
    expect(outline.width).toBeGreaterThan(0)
    const before = await shot(page)
    const scrollY = await page.evaluate(() => window.scrollY)
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => still(page, before)).toBe(false)
    expect(await page.evaluate(() => window.scrollY), 'the arrows do not scroll the page').toBe(
      scrollY,
    )
  })

  test('on a phone a horizontal swipe turns it and a vertical swipe scrolls the page', async () => {
    const { page } = await open('/', {
      width: 400,
      height: 800,
      hasTouch: true,
      isMobile: true,
      reducedMotion: 'reduce',
    })
    await scrollToSphere(page)
    await frames(page, 3)
    const before = await shot(page)
    const scrollY = await page.evaluate(() => window.scrollY)
    const { x, y } = await center(page)
    await swipe(page, { x: x - 60, y }, { x: 120, y: 0 })
    await expect.poll(() => still(page, before), { message: 'the sphere turned' }).toBe(false)
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY)

    // The finger moves down, so the page scrolls back up (Skills sits near the page's end).
    await swipe(page, { x, y: y - 60 }, { x: 0, y: 150 })
    await expect
      .poll(() => page.evaluate(() => window.scrollY), { timeout: 3000 })
      .toBeLessThan(scrollY - 50)
  })
})

// The canvas's size at each step: tests/flows/sphere.flow.ts, in every engine.
describe('skill sphere: frames', () => {
  test('no draw calls while off screen or hidden; drawing resumes on return', async () => {
    const { page } = await open('/', { width: 1000, height: 800, initScript: COUNT_DRAWS })
    await scrollToSphere(page)
    const start = await draws(page)
    await expect.poll(() => draws(page)).toBeGreaterThan(start)

    await page.evaluate(() => window.scrollTo(0, 0))
    // The observer reports the sphere off screen within a few frames; then nothing draws.
    await frames(page, 5)
    const away = await draws(page)
    await frames(page, 30)
    expect(await draws(page), 'draw calls off screen').toBe(away)

    await sphere(page).scrollIntoViewIfNeeded()
    await expect.poll(() => draws(page), { timeout: 3000 }).toBeGreaterThan(away)

    await page.evaluate(() => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true })
      document.dispatchEvent(new Event('visibilitychange'))
    })
    await frames(page, 2)
    const hidden = await draws(page)
    await frames(page, 30)
    expect(await draws(page), 'draw calls in a hidden tab').toBe(hidden)
    await page.evaluate(() => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => false })
      document.dispatchEvent(new Event('visibilitychange'))
    })
    await expect.poll(() => draws(page), { timeout: 3000 }).toBeGreaterThan(hidden)
  })
})
