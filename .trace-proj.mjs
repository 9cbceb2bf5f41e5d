// scratch: not committed
import { launchChromium } from './scripts/lib/browsers.mjs'
import { serveGzip } from './scripts/lib/gzip-server.mjs'
import { SLOW_PHONE } from './scripts/realtime.mjs'
const [dir, route = '/projects', n = '3'] = process.argv.slice(2)
const server = await serveGzip(dir, '/')
const browser = await launchChromium()
for (let i = 0; i < Number(n); i++) {
  const context = await browser.newContext({ viewport: SLOW_PHONE.viewport, serviceWorkers: 'block' })
  await context.addInitScript({ content: `(() => {
    new PerformanceObserver((l) => l.getEntries().forEach((e) => e.name === 'first-contentful-paint' && performance.mark('fcp-heard'))).observe({ type: 'paint', buffered: true })
    new MutationObserver(() => { const a = document.documentElement.dataset.app; if (a && !window.__m1) { window.__m1 = 1; performance.mark('app-' + a) } if (a === 'live' && !window.__m2) { window.__m2 = 1; performance.mark('app-live') } }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app'] })
  })()` })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', SLOW_PHONE.network)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  const events = []
  cdp.on('Tracing.dataCollected', (d) => events.push(...d.value))
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r))
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing,loading,v8.execute,toplevel,disabled-by-default-devtools.timeline.frame,blink',
    transferMode: 'ReportEvents',
  })
  await page.goto(`${server.url}#${route}`, { waitUntil: 'commit' })
  await page.waitForFunction(() => document.documentElement.dataset.app === 'live' && document.querySelector('use[href]'), null, { timeout: 60000 })
  await page.waitForTimeout(300)
  await cdp.send('Tracing.end')
  await done
  const { writeFileSync } = await import('node:fs')
  writeFileSync(`/tmp/tr/t${i}.json`, JSON.stringify(events))
  await context.close()
}
await browser.close(); server.close()
