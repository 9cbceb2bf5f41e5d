// Social preview: public/og-image.png, 1200 x 630 and under 100 KB, from the profile (name,
// role, tagline and the owner's mark: their image or initials), the links and the skills
// content. The right half is a still of the site's skill sphere. Records a stamp of what it
// drew in scripts/assets/stamps.json (see lib/sources.mjs).
//
// Run from the repository root:  node scripts/assets/og-image.mjs  (or all assets: npm run assets)
// Needs only the installed dev dependencies (vite, playwright-core, upng-js) and a system
// Chromium (or CHROME_PATH). upng-js stores Chromium's screenshot with a 256-colour palette,
// which keeps it small (about 43 KB instead of 105); the picture has no gradients to band.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import UPNG from 'upng-js'
import { colors } from '../../src/theme.mjs'
import { launchBrowser, renderPng } from '../lib/browser.mjs'
import { loadContent, ROOT } from '../lib/content.mjs'
import { runScript } from '../lib/errors.mjs'
import { fitInitials, markSvg } from '../lib/mark.mjs'
import { ogImageText } from '../lib/og-text.mjs'
import { writeStamp } from '../lib/sources.mjs'

const [W, H] = [1200, 630]
const MAX_BYTES = 100 * 1024
/** @param {string} s */
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;')

// Whatever the owner's words: the name shrinks to stay on one line (down to 56 px, then it
// wraps), then the tagline shrinks, then the chips go, until the card clears the footer.
const FIT = `
  const h1 = document.querySelector('h1'), card = document.querySelector('.card')
  const tag = document.querySelector('.tag'), chips = document.querySelector('.chips')
  const foot = document.querySelector('.foot').getBoundingClientRect().top - 20
  h1.style.whiteSpace = 'nowrap'
  for (let px = 86; h1.scrollWidth > h1.clientWidth && px > 56; px -= 2) h1.style.fontSize = px + 'px'
  if (h1.scrollWidth > h1.clientWidth) h1.style.whiteSpace = 'normal'
  for (let px = 29; card.getBoundingClientRect().bottom > foot && px > 20; px -= 1) tag.style.fontSize = px + 'px'
  if (card.getBoundingClientRect().bottom > foot) chips.remove()`

// A still of the skill sphere: names on a sphere, turned so that the projected labels overlap
// as little as possible, drawn back to front.
const GOLDEN = Math.PI * (3 - Math.sqrt(5))

/**
 * A name's box on the picture: centre, depth (0 at the back, 1 in front), font size, width.
 * @typedef {{ name: string, x: number, y: number, depth: number, size: number, w: number }} Label
 */

/**
 * Projected label boxes for one turn (spin about the vertical axis, tilt towards the viewer).
 * @param {readonly string[]} names
 * @param {number} spin
 * @param {number} tilt
 * @param {number} radius
 * @returns {Label[]}
 */
function project(names, spin, tilt, radius) {
  return names.map((name, i) => {
    const y = 1 - (2 * (i + 0.5)) / names.length
    const ring = Math.sqrt(1 - y * y)
    const a = i * GOLDEN + spin
    const [x, z0] = [Math.cos(a) * ring, Math.sin(a) * ring]
    const py = y * Math.cos(tilt) - z0 * Math.sin(tilt)
    const z = y * Math.sin(tilt) + z0 * Math.cos(tilt)
    const depth = (z + 1) / 2
    const size = 15 + depth * 15
    return { name, x: x * radius, y: py * radius, depth, size, w: 0.6 * size * name.length }
  })
}

/**
 * Overlapping area of label boxes, weighted so clashes at the front count most.
 * @param {Label[]} labels
 */
function clash(labels) {
  let total = 0
  for (let i = 0; i < labels.length; i++)
    for (let j = i + 1; j < labels.length; j++) {
      const [a, b] = [labels[i], labels[j]]
      const dx = (a.w + b.w) / 2 - Math.abs(a.x - b.x)
      const dy = (a.size + b.size) / 2 - Math.abs(a.y - b.y)
      if (dx > 0 && dy > 0) total += dx * dy * (a.depth + b.depth)
    }
  return total
}

/**
 * SVG <text> elements for the names around (cx, cy), in the least cluttered of many turns.
 * @param {readonly string[]} names
 * @param {number} cx
 * @param {number} cy
 * @param {number} radius
 * @param {(text: string) => string} esc
 */
function sphereLabels(names, cx, cy, radius, esc) {
  let best = { labels: /** @type {Label[]} */ ([]), score: Number.POSITIVE_INFINITY }
  for (let s = 0; s < 90; s++)
    for (let t = 0; t < 8; t++) {
      const labels = project(names, (s / 90) * 2 * Math.PI, 0.15 + t * 0.1, radius)
      const score = clash(labels)
      if (score < best.score) best = { labels, score }
    }
  return best.labels
    .sort((a, b) => a.depth - b.depth)
    .map(({ name, x, y, depth, size }) => {
      const fill = depth > 0.5 ? colors.accent : '#64748b'
      return `<text x="${(cx + x).toFixed(1)}" y="${(cy + y).toFixed(1)}" font-size="${size.toFixed(1)}" fill="${fill}" fill-opacity="${(0.4 + depth * 0.6).toFixed(2)}">${esc(name)}</text>`
    })
    .join('')
}

await runScript(async () => {
  const text = ogImageText(await loadContent())
  const profile = { name: text.name, role: text.role, tagline: text.tagline }
  const handle = text.handle
  const chips = text.chips.map((name) => `<span class="chip">${esc(name)}</span>`)
  const names = text.names

  /** The picture's page around the mark (an SVG drawing). @param {string} mark */
  const html = (mark) => `<style>
  body{background:${colors.ink};font-family:'Liberation Sans',Arial,sans-serif;color:#e2e8f0;position:relative}
  .dots{position:absolute;inset:0;background-image:radial-gradient(${colors.line} 1.2px,transparent 1.3px);background-size:28px 28px}
  .card{position:absolute;left:72px;top:72px;width:620px}
  .mark{width:76px;height:76px;display:block}
  h1{font-size:86px;line-height:1;margin:34px 0 16px;color:#f8fafc;letter-spacing:-1.5px}
  .role{font-size:34px;color:${colors.accent};font-weight:700;margin:0 0 22px}
  .tag{font-size:29px;line-height:1.4;color:#cbd5e1;margin:0}
  .chips{display:flex;gap:10px;margin-top:34px}
  .chip{font-size:20px;color:${colors.accent};background:#0f2a33;border:1px solid #1f4f52;border-radius:999px;padding:7px 16px}
  .foot{position:absolute;left:72px;bottom:52px;font:22px 'DejaVu Sans Mono',monospace;color:#94a3b8}
  .bar{position:absolute;left:0;right:0;bottom:0;height:8px;background:${colors.accent}}
  svg.sphere{position:absolute;right:40px;top:62px;width:500px;height:500px;font-family:'Liberation Sans',Arial,sans-serif;font-weight:700}
</style>
<div class="dots"></div>
<svg class="sphere" viewBox="0 0 500 500">
  <circle cx="250" cy="250" r="215" fill="${colors.inkSoft}" stroke="${colors.line}" stroke-width="2"/>
  <ellipse cx="250" cy="250" rx="215" ry="64" fill="none" stroke="${colors.line}" stroke-width="2" transform="rotate(-14 250 250)"/>
  <ellipse cx="250" cy="250" rx="70" ry="215" fill="none" stroke="${colors.line}" stroke-width="2" transform="rotate(-14 250 250)"/>
  <g text-anchor="middle" dominant-baseline="middle">${sphereLabels(names, 250, 250, 185, esc)}</g>
</svg>
<div class="card">${mark.replace('<svg ', '<svg class="mark" ')}
  <h1>${esc(profile.name)}</h1><p class="role">${esc(profile.role)}</p><p class="tag">${esc(profile.tagline)}</p>
  <div class="chips">${chips.join('')}</div></div>
<div class="foot">${esc(handle)}</div><div class="bar"></div>
<script>${FIT}</script>`

  const browser = await launchBrowser()
  try {
    const mark = markSvg(text.mark, await fitInitials(browser, text.mark.initials), { size: 76 })
    const rgb = await renderPng(browser, html(mark), { width: W, height: H })
    const [rgba] = UPNG.toRGBA8(UPNG.decode(new Uint8Array(rgb).buffer))
    const png = Buffer.from(UPNG.encode([rgba], W, H, 256))
    if (png.length > MAX_BYTES)
      throw new Error(`og-image.png is ${png.length} bytes (limit ${MAX_BYTES})`)
    writeFileSync(join(ROOT, 'public/og-image.png'), png)
    writeStamp('public/og-image.png', JSON.stringify(text))
    console.log(`og-image.png ${W}x${H} ${(png.length / 1024).toFixed(1)} KB`)
  } finally {
    await browser.close()
  }
})
