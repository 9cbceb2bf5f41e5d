import { coverCrop, coverPlan, downscaleSteps, highestQualityUnder } from './image-fit.mjs'

const RATIO = 16 / 10

describe('coverCrop', () => {
  test('a wide screenshot loses its sides, centred', () => {
    expect(coverCrop(1920, 800, RATIO)).toEqual({ x: 320, y: 0, width: 1280, height: 800 })
  })

  test('a tall one loses its top and bottom, centred', () => {
    expect(coverCrop(1000, 1000, RATIO)).toEqual({ x: 0, y: 187, width: 1000, height: 625 })
  })

  test('a picture of the slot’s own shape is kept whole', () => {
    expect(coverCrop(1600, 1000, RATIO)).toEqual({ x: 0, y: 0, width: 1600, height: 1000 })
  })

  test('any size: inside the picture, as large as the ratio allows, at the ratio', () => {
    for (const [w, h] of [
      [1, 1],
      [3, 1000],
      [1000, 3],
      [1366, 768],
      [2560, 1600],
      [401, 251],
      [7, 5],
    ] as const) {
      const c = coverCrop(w, h, RATIO)
      expect(c.x).toBeGreaterThanOrEqual(0)
      expect(c.y).toBeGreaterThanOrEqual(0)
      expect(c.x + c.width).toBeLessThanOrEqual(w)
      expect(c.y + c.height).toBeLessThanOrEqual(h)
      expect(c.width === w || c.height === h).toBe(true)
      expect(Math.abs(c.width / c.height - RATIO)).toBeLessThanOrEqual(1 / Math.min(c.height, 2))
      expect(Math.abs(c.x - (w - c.width - c.x))).toBeLessThanOrEqual(1)
      expect(Math.abs(c.y - (h - c.height - c.y))).toBeLessThanOrEqual(1)
    }
  })
})

test('downscaleSteps halves down to the target', () => {
  expect(downscaleSteps(3200, 200)).toEqual([1600, 800, 400, 200])
  expect(downscaleSteps(1000, 400)).toEqual([500, 400])
  expect(downscaleSteps(300, 400)).toEqual([400])
})

test('coverPlan: crop, halvings, then exactly the slot', () => {
  expect(coverPlan(3200, 1800, { width: 400, height: 250 })).toEqual({
    crop: { x: 160, y: 0, width: 2880, height: 1800 },
    steps: [
      { width: 1440, height: 900 },
      { width: 720, height: 450 },
      { width: 400, height: 250 },
    ],
  })
  // A small picture is scaled up in one step.
  expect(coverPlan(160, 100, { width: 200, height: 125 }).steps).toEqual([
    { width: 200, height: 125 },
  ])
})

describe('highestQualityUnder', () => {
  // A fake encoder whose output grows with the quality: 1000 bytes per 0.1.
  const encodeBySize = async (quality: number) => new Uint8Array(Math.round(quality * 10_000))

  test('takes the highest quality that fits', async () => {
    const found = await highestQualityUnder(encodeBySize, 6_000)
    expect(found.quality).toBe(60)
    expect(found.bytes.length).toBe(6_000)
  })

  test('the first quality when it already fits', async () => {
    expect((await highestQualityUnder(encodeBySize, 20_000)).quality).toBe(92)
  })

  test('goes no lower than asked, and says how close it came', async () => {
    await expect(highestQualityUnder(encodeBySize, 1_000, { to: 20 })).rejects.toThrow(
      'still 2000 bytes at quality 0.2, over the limit of 1000 bytes',
    )
  })

  test('tries each step once, highest first', async () => {
    const tried: number[] = []
    await highestQualityUnder(
      async (q) => {
        tried.push(q)
        return encodeBySize(q)
      },
      5_000,
      { from: 90, to: 10, step: 20 },
    ).catch(() => {})
    expect(tried).toEqual([0.9, 0.7, 0.5])
  })
})
