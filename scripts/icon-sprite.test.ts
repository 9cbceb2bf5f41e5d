import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildSprite, contentIcons } from './icon-sprite.ts'

const root = process.cwd()

describe('the icon sprite', () => {
  const ids = contentIcons(root)
  const sprite = buildSprite(ids)

  test('has the content icons and the interface icons of the components', () => {
    for (const id of ['simple-icons:python', 'fa7-brands:kaggle', 'carbon:close', 'carbon:pause'])
      expect(ids).toContain(id)
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

  test('credits each icon set it draws from', () => {
    expect(sprite).toMatch(/<!-- Font Awesome Brands by Dave Gandy, CC BY 4\.0 /)
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
