import { expect, test } from 'vitest'
import { expectProblems } from './abuse-kit'
import { finish, pageOpener, url } from './harness'
import { workerReady } from './worker-takeover'

// The harness itself: what it collects is what lets every other test fail on a problem.
const open = pageOpener()

test('collects console errors, warnings and failed asserts from every page and the worker', async () => {
  const session = await open('/', { serviceWorkers: 'allow' })
  const { page, context } = session
  await workerReady(page)
  await context.serviceWorkers()[0]!.evaluate(() => console.error('from the worker'))
  const popup = await context.newPage()
  await popup.goto(url('/projects'))
  await popup.evaluate(() => {
    console.assert(false, 'from a popup')
    console.warn('a warning')
    console.log('a log is fine')
  })
  await expect.poll(() => session.problems.length).toBe(3)
  expectProblems(session, [
    /^error: from the worker$/,
    /^assert: from a popup$/,
    /^warning: a warning$/,
  ])
})

test('a page error that comes after the last step still counts', async () => {
  const session = await open('/')
  // Queued now, thrown after the test body has returned to the harness.
  await session.page.evaluate(() => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      throw new Error('late')
    }
    channel.port2.postMessage(null)
  })
  const problems = await finish([session])
  expect(problems).toContain('pageerror: late')
  session.problems.length = 0
})

test('a CSP violation is a problem too', async () => {
  const session = await open('/')
  await session.page.evaluate(() => {
    const style = document.createElement('link')
    style.rel = 'stylesheet'
    style.href = 'https://example.org/blocked.css'
    document.head.append(style)
  })
  await expect.poll(() => session.problems.some((p) => p.includes('CSP violation'))).toBe(true)
  expectProblems(session, [
    /^error: Loading the stylesheet 'https:\/\/example\.org\/blocked\.css' violates/,
    /^error: CSP violation: style-src-elem blocked https:\/\/example\.org\/blocked\.css$/,
  ])
})
