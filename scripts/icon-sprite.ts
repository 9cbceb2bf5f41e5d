import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import type { Plugin } from 'vite'

/** Icons named in content, as `set:name` (e.g. `simple-icons:python`). */
const ICON_REF = /icon:\s*'([a-z-]+):([a-z0-9-]+)'/g
export const SPRITE_FILE = 'icons.svg'

interface IconSet {
  width?: number
  height?: number
  icons: Record<string, { body: string; width?: number; height?: number }>
}

const require = createRequire(import.meta.url)
const loadSet = (set: string): IconSet => require(`@iconify-json/${set}/icons.json`) as IconSet

/** The `set:name` icons referenced by the content files and the site config. */
export function contentIcons(root: string): string[] {
  const files = [
    ...readdirSync(join(root, 'src/content')).map((f) => join(root, 'src/content', f)),
    join(root, 'src/site.config.ts'),
  ].filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  const ids = new Set<string>()
  for (const file of files) {
    for (const [, set, name] of readFileSync(file, 'utf8').matchAll(ICON_REF))
      ids.add(`${set}:${name}`)
  }
  return [...ids].sort()
}

/** One SVG sprite with a <symbol id="set-name"> per icon. */
export function buildSprite(ids: readonly string[]): string {
  const symbols = ids.map((id) => {
    const [set = '', name = ''] = id.split(':')
    const data = loadSet(set)
    const icon = data.icons[name]
    if (!icon) throw new Error(`Icon "${id}" is not in @iconify-json/${set}`)
    const w = icon.width ?? data.width ?? 16
    const h = icon.height ?? data.height ?? 16
    return `<symbol id="${set}-${name}" viewBox="0 0 ${w} ${h}">${icon.body}</symbol>`
  })
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`
}

/** Serves (dev) and emits (build) the sprite of the content's brand and profile icons. */
export function iconSprite(): Plugin {
  let root = process.cwd()
  return {
    name: 'icon-sprite',
    configResolved(config) {
      root = config.root
    },
    configureServer(server) {
      server.middlewares.use(`/${SPRITE_FILE}`, (_req, res) => {
        res.setHeader('Content-Type', 'image/svg+xml')
        res.end(buildSprite(contentIcons(root)))
      })
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: SPRITE_FILE,
        source: buildSprite(contentIcons(root)),
      })
    },
  }
}
