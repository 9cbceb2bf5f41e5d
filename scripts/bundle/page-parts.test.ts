import { reportOf } from './fixtures.ts'
import { pageChunks } from './measure.mjs'
import { pageParts } from './page-parts.mjs'

/** Words that do not compress away: what a real owner's skills look like to gzip. */
const skill = (i: number) => `Skill-${((i * 2654435761) % 4294967296).toString(36)}-${i}`

/** A page shaped like the built index.html, its Home holding `skills` chips. */
const page = ({ skills = 20, boot = 'window.boot=1;' } = {}) => `<!doctype html><html><head>
<meta charset="UTF-8"><title>Owner</title>
<script type="application/ld+json">{"name":"Owner"}</script>
<script type="importmap">{"imports":{"./a-1.js":"./a-2.js"}}</script>
<style>.a{color:red}</style>
<script>${boot}</script><script>(function(){navigator.serviceWorker})()</script>
<style>.deep-link #root{display:none}</style>
</head><body><div id="root" data-route="/"><main><div><ul>${Array.from(
  { length: skills },
  (_, i) => `<li><div class="chip">${skill(i)}</div></li>`,
).join('')}</ul></div></main></div><noscript><form></form></noscript></body></html>`

// Each page is gzipped and brotli-compressed at full quality, part by part: about a second
// alone, past five on a busy two-core machine, so these tests get room to finish.
describe('the parts of index.html', { timeout: 30_000 }, () => {
  test('add up to the page, each element in its part', () => {
    const html = page({ skills: 2 })
    const parts = pageParts(html)
    expect(Object.values(parts).join('').length).toBe(html.length)
    expect(parts['import-map']).toBe(
      '<script type="importmap">{"imports":{"./a-1.js":"./a-2.js"}}</script>',
    )
    expect(parts['head-script']).toBe(
      '<script>window.boot=1;</script><script>(function(){navigator.serviceWorker})()</script>',
    )
    expect(parts['inline-css']).toBe(
      '<style>.a{color:red}</style><style>.deep-link #root{display:none}</style>',
    )
    expect(parts.home).toMatch(/^<div id="root" data-route="\/"><main>.*<\/main><\/div>$/)
    expect(parts.home).toContain(skill(1))
    expect(parts.other).toContain('application/ld+json')
    expect(parts.other).toContain('<noscript><form></form></noscript>')
  })

  test('much more content on Home warns but keeps the build green', () => {
    const big = pageChunks(page({ skills: 2500 }))
    const home = big.find((c) => c.part === 'home')!
    expect(home.gzip).toBeGreaterThan(5_000)
    const { failures, warnings } = reportOf(big)
    expect(failures).toEqual([])
    expect(warnings).toEqual([
      expect.stringMatching(/^HTML \+ render-blocking CSS of \/ is [\d.]+ KB gzip/),
      expect.stringMatching(/^pre-rendered Home of \/ \(#root\) is [\d.]+ KB gzip/),
    ])
  })

  test('the code parts stay guarded however large the content', () => {
    const noisy = Array.from({ length: 500 }, (_, i) => `f${skill(i)}();`).join('')
    const { failures } = reportOf(pageChunks(page({ skills: 2500, boot: noisy })))
    expect(failures).toEqual([
      expect.stringMatching(
        /^head scripts of \/ \(boot code, worker watch\) is [\d.]+ KB gzip, [\d.]+ KB over its 2\.2 KB budget/,
      ),
    ])
  })
})
