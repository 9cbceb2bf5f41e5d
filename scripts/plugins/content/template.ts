/**
 * The settings this template ships with, the fictional student's: a build whose content still
 * has them warns, one line each, so a new owner's messages and link previews never go to
 * someone else unnoticed. The template's own checks set PORTFOLIO_TEMPLATE=1 to build quietly.
 */

import type { ModuleExports } from './check.ts'

/** The environment variable that silences the warnings: the template's own CI sets it. */
export const TEMPLATE_ENV = 'PORTFOLIO_TEMPLATE'

/** The fictional student's values in src/site.config.ts. */
export const TEMPLATE_SETTINGS = {
  FORM_ENDPOINT: 'https://formspree.io/f/xdoqzkvp',
  siteUrl: 'https://avery-quinn-dev.github.io/',
} as const

const FIX: Record<keyof typeof TEMPLATE_SETTINGS, string> = {
  FORM_ENDPOINT:
    "messages sent with the contact form go to the template's fictional owner: set your form's endpoint there (or VITE_FORM_ENDPOINT)",
  siteUrl:
    "link previews, the canonical address and the 404 page point to the template's fictional owner: set the address you publish at (or VITE_SITE_URL)",
}

/** One warning line per setting of src/site.config.ts still at the template's value. */
export function templateLeftovers(
  config: ModuleExports | undefined,
  env: Readonly<Record<string, string | undefined>>,
): string[] {
  if (!config || env[TEMPLATE_ENV] === '1') return []
  return (Object.keys(TEMPLATE_SETTINGS) as (keyof typeof TEMPLATE_SETTINGS)[])
    .filter((name) => config[name] === TEMPLATE_SETTINGS[name])
    .map(
      (name) =>
        `src/site.config.ts: ${name} is still the template's (${TEMPLATE_SETTINGS[name]}): ${FIX[name]}`,
    )
}
