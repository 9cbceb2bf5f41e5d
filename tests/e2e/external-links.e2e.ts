import { expect, test } from 'vitest'
import { outboundLinks } from '../outbound-links'
import { pageOpener, url } from './harness'

const open = pageOpener()

// Each route's outbound links, the app running, are read in every engine
// (tests/flows/routes.flow.ts); with JavaScript off only Chromium's suite can look.
test('the pre-rendered Home, read without JavaScript, has the same rel on every outbound link', async () => {
  const { page } = await open(null, { javaScriptEnabled: false })
  await page.goto(url('/'))
  const links = await page.evaluate(outboundLinks)
  expect(links.length).toBeGreaterThan(0)
  expect(links.filter((l) => l.wrong.length > 0)).toEqual([])
})
