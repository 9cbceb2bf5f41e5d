import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { allSkills } from '../../src/content/skills'
import { profileLinks } from '../../src/site.config'
import { buildSprite, contentIcons } from './icon-sprite.ts'

const require = createRequire(import.meta.url)

const root = process.cwd()

describe('the icon sprite', () => {
  const ids = contentIcons(root)
  const sprite = buildSprite(ids)

  test('has the content icons and the interface icons of the components', () => {
    const content = [...allSkills, ...profileLinks].map((item) => item.icon)
    for (const id of [...content, 'carbon:close', 'carbon:pause']) expect(ids).toContain(id)
    for (const id of ids) expect(sprite).toContain(`<symbol id="${id.replace(':', '-')}"`)
  })

  test('draws every icon in currentColor, so forced colours repaint it like text', () => {
    const fills = [...sprite.matchAll(/fill="([^"]+)"/g)].map((m) => m[1])
    expect(fills.length).toBeGreaterThan(ids.length - 1)
    expect(new Set(fills)).toEqual(new Set(['currentColor']))
  })

  test('resolves an alias to the icon it names', () => {
    // Simple Icons renamed "amazonaws"; the old name stays in the set as an alias.
    const symbol = (id: string) => {
      const body = buildSprite([id]).match(/<symbol id="[^"]+"( viewBox="[^"]+">.*?)<\/symbol>/)
      return body?.[1]
    }
    expect(symbol('simple-icons:amazonaws')).toBeTruthy()
    expect(symbol('simple-icons:amazonaws')).toBe(symbol('simple-icons:amazonwebservices'))
    expect(buildSprite(['carbon:app-switcher'])).toContain('<symbol id="carbon-app-switcher"')
  })

  test('fails with the name of an icon the set does not have', () => {
    expect(() => buildSprite(['carbon:no-such-icon'])).toThrow(
      'Icon "carbon:no-such-icon" is not in @iconify-json/carbon',
    )
  })

  test('credits each icon set it draws from, once', () => {
    const sets = [...new Set(ids.map((id) => id.split(':')[0]))]
    const credits = [...sprite.matchAll(/<!-- (.+?) -->/g)].map((m) => m[1])
    expect(credits).toHaveLength(sets.length)
    for (const set of sets) {
      const { name, author } = require(`@iconify-json/${set}/info.json`)
      expect(credits).toEqual(
        expect.arrayContaining([expect.stringContaining(`${name} by ${author.name}`)]),
      )
    }
  })

  test('no component uses a CSS-mask icon class (invisible in forced colours)', () => {
    const files = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.tsx'),
    )
    const masks = files.filter((f) =>
      /\bi-[a-z0-9]+-[a-z0-9-]+/.test(readFileSync(join(root, 'src', f), 'utf8')),
    )
    expect(masks).toEqual([])
  })
})
