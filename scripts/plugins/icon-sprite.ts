import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { getIconData, iconToSVG } from '@iconify/utils'
import type { Plugin } from 'vite'

export const SPRITE_FILE = 'icons.svg'

/** An @iconify-json set (icons.json) and its credits (info.json), as @iconify/utils types them. */
type IconSet = Parameters<typeof getIconData>[0]
type SetInfo = NonNullable<IconSet['info']>

const require = createRequire(import.meta.url)
const loadSet = (set: string): IconSet => require(`@iconify-json/${set}/icons.json`)
const loadInfo = (set: string): SetInfo => require(`@iconify-json/${set}/info.json`)

/** The icon sets installed as @iconify-json/* development dependencies. */
function installedSets(root: string): string[] {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
  return Object.keys(pkg.devDependencies ?? {})
    .filter((name) => name.startsWith('@iconify-json/'))
    .map((name) => name.slice('@iconify-json/'.length))
}

/** Whether `id` (`set:name`) is an icon of an installed @iconify-json set. */
export function hasIcon(id: string, root: string): boolean {
  const [set = '', name = ''] = id.split(':')
  return installedSets(root).includes(set) && !!getIconData(loadSet(set), name)
}

/** The installed sets, for a message that names them. */
export const iconSets = (root: string): string[] => installedSets(root)

/**
 * The icons the source names as quoted `set:name` strings of an installed set (content:
 * `icon: 'simple-icons:python'`; components: `<Icon name="carbon:close" />`).
 */
export function contentIcons(root: string): string[] {
  const sets = installedSets(root).join('|')
  const ref = new RegExp(`['"](${sets}):([a-z0-9-]+)['"]`, 'g')
  const files = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => join(root, 'src', f))
  const ids = new Set<string>()
  for (const file of files) {
    for (const [, set, name] of readFileSync(file, 'utf8').matchAll(ref)) ids.add(`${set}:${name}`)
  }
  return [...ids].sort()
}

/**
 * One SVG sprite with a <symbol id="set-name"> per icon. An alias (`simple-icons:amazonaws`)
 * resolves to the icon it names, with the alias's own flips, rotation and size applied.
 */
export function buildSprite(ids: readonly string[]): string {
  const symbols = ids.map((id) => {
    const [set = '', name = ''] = id.split(':')
    const icon = getIconData(loadSet(set), name)
    if (!icon) throw new Error(`Icon "${id}" is not in @iconify-json/${set}`)
    const { attributes, body } = iconToSVG(icon)
    return `<symbol id="${set}-${name}" viewBox="${attributes.viewBox}">${body}</symbol>`
  })
  // Each set's author and licence, as some licences (CC BY) ask.
  const credits = [...new Set(ids.map((id) => id.split(':')[0] ?? ''))].map((set) => {
    const { name, author, license } = loadInfo(set)
    return `<!-- ${name} by ${author.name}, ${license.title}${license.url ? ` ${license.url}` : ''} -->`
  })
  return `<svg xmlns="http://www.w3.org/2000/svg">${credits.join('')}${symbols.join('')}</svg>`
}

/** Serves (dev) and emits (build) the sprite of every icon the site shows. */
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
