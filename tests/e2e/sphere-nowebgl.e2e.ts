import { describe, expect, test } from 'vitest'
import { SKILLS } from '../content'
import { builtFile, SCENE_ENTRY } from './abuse-kit'
import { frames, pageIdle, pageOpener } from './harness'

// The harness's default browser has no WebGL: the sphere keeps its static names and logs nothing.
const open = pageOpener()

describe('skill sphere without WebGL', () => {
  test('shows the static names, never fetches the 3D chunk, and keeps the console clean', async () => {
    const { page } = await open('/', { width: 1000, height: 800 })
    const requested: string[] = []
    page.on('request', (r) => {
      if (r.url().endsWith(`/${builtFile(SCENE_ENTRY)}`)) requested.push(r.url())
    })
    expect(await page.evaluate(() => !!document.createElement('canvas').getContext('webgl'))).toBe(
      false,
    )
    const sphere = page.getByRole('img', { name: /skill sphere/ })
    const before = (await sphere.boundingBox())!
    await sphere.scrollIntoViewIfNeeded()
    // The sphere decides once the page is idle and the box is near: then nothing may load.
    await pageIdle(page)
    await frames(page, 5)
    expect(requested).toEqual([])
    expect(await page.locator('canvas').count()).toBe(0)
    expect(await page.getByRole('button', { name: /Load 3D skill sphere/ }).count()).toBe(0)
    for (const name of SKILLS) {
      expect(await sphere.getByText(name, { exact: true }).isVisible(), name).toBe(true)
    }
    expect(await sphere.getAttribute('aria-label')).toBe(`The skill sphere: ${SKILLS.join(', ')}`)
    const after = (await sphere.boundingBox())!
    expect([after.width, after.height]).toEqual([before.width, before.height])
  })
})
