import { createGenerator } from 'unocss'
import config from '../uno.config'

// The focus indicator as UnoCSS writes it for the build (uno.config.ts, the `focusable`
// shortcut, which `link` and `btn` include). Browser tests check it on the page
// (tests/e2e/a11y-audit.e2e.ts); this one names the rule when it breaks.

/** The CSS rules UnoCSS writes for one class, as [selector, declarations] pairs. */
async function rulesFor(className: string): Promise<[string, string][]> {
  const uno = await createGenerator(config)
  const { css } = await uno.generate(`<a class="${className}">`, { preflights: false })
  const bare = css.replace(/\/\*.*?\*\//g, '')
  return [...bare.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((m) => [m[1]!.trim(), m[2]!])
}

describe.each(['focusable', 'link', 'btn'])('the focus indicator of .%s', (className) => {
  test('is a solid 2 px outline on :focus-visible', async () => {
    const rules = await rulesFor(className)
    const focused = rules.filter(([selector]) => selector === `.${className}:focus-visible`)
    expect(focused).toHaveLength(1)
    const [, declarations] = focused[0]!
    expect(declarations).toContain('outline-style:solid')
    expect(declarations).toContain('outline-width:2px')
    expect(declarations).toMatch(/outline-color:rgb\(94 234 212/)
  })

  test('sets no outline or box shadow outside :focus-visible', async () => {
    // A transparent outline at rest is painted by forced colours (focused looks unfocused);
    // a :focus ring is the box shadow that replaced the outline before.
    const elsewhere = (await rulesFor(className)).filter(
      ([selector]) => !selector.endsWith(':focus-visible'),
    )
    for (const [selector, declarations] of elsewhere) {
      expect(declarations, selector).not.toMatch(/outline|box-shadow/)
    }
  })
})
