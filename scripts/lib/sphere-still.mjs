// A still of the skill sphere for static images: names on a sphere, turned so that the
// projected labels overlap as little as possible, drawn back to front.

import { colors } from '../../src/theme.mjs'

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
export function sphereLabels(names, cx, cy, radius, esc) {
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
