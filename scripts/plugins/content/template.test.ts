import * as site from '../../../src/site.config'
import { TEMPLATE_ENV, TEMPLATE_SETTINGS, templateLeftovers } from './template'

const template = { ...site, ...TEMPLATE_SETTINGS }

test("a setting still at the fictional student's value warns in one line naming the fix", () => {
  const lines = templateLeftovers(template, {})
  expect(lines).toEqual([
    expect.stringMatching(
      /^src\/site\.config\.ts: FORM_ENDPOINT is still the template's \(https:\/\/formspree\.io\/f\/xdoqzkvp\): .*VITE_FORM_ENDPOINT\)$/,
    ),
    expect.stringMatching(
      /^src\/site\.config\.ts: siteUrl is still the template's \(https:\/\/avery-quinn-dev\.github\.io\/\): .*VITE_SITE_URL\)$/,
    ),
  ])
  for (const line of lines) expect(line).not.toContain('\n')
})

test("an owner's own settings, or the template's own checks, build quietly", () => {
  const owner = {
    ...template,
    FORM_ENDPOINT: 'https://formspree.io/f/mine',
    siteUrl: 'https://j.dev/',
  }
  expect(templateLeftovers(owner, {})).toEqual([])
  expect(templateLeftovers({ ...template, siteUrl: 'https://j.dev/' }, {})).toHaveLength(1)
  expect(templateLeftovers(template, { [TEMPLATE_ENV]: '1' })).toEqual([])
})
