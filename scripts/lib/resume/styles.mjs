// Print styles of the résumé: Letter pages, a teal accent that stays legible on paper. The
// content flows onto a second page when it needs one; no entry is split between two pages.

import { colors } from '../../../src/theme.mjs'

export const RESUME_CSS = `
@page { size: Letter; margin: 0 }
* { box-sizing: border-box }
html, body { margin: 0; padding: 0; background: #fff }
/* A word longer than its column (a pasted link) breaks anywhere instead of leaving the page. */
body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 9.6pt; line-height: 1.36;
  color: #1e293b; -webkit-print-color-adjust: exact; print-color-adjust: exact;
  overflow-wrap: anywhere }
/* The bottom margin is what the first one-page résumé left below its last line. */
.page { width: 8.5in; padding: 0.5in 0.6in 0.22in; box-decoration-break: clone }
.bar { position: fixed; left: 0; top: 0; right: 0; height: 0.16in;
  background: linear-gradient(90deg, #0d9488, ${colors.accent}) }
a { color: inherit; text-decoration: none }
header { display: flex; justify-content: space-between; align-items: flex-end;
  padding-bottom: 8pt; border-bottom: 1.5pt solid #0d9488 }
h1 { font-size: 25pt; line-height: 1; margin: 0 0 4pt; color: #0f172a; letter-spacing: -0.3pt }
.role { font-size: 11pt; color: #0f766e; font-weight: 700; margin: 0 }
.contact { list-style: none; margin: 0; padding: 0; text-align: right; font-size: 8.8pt; color: #334155 }
.contact li { line-height: 1.45 }
.contact b { color: #0f766e; font-weight: 700; margin-right: 4pt }
.summary { margin: 8pt 0 0; color: #334155 }
h2 { font-size: 9.5pt; text-transform: uppercase; letter-spacing: 1.3pt; color: #0f766e;
  margin: 11pt 0 5pt; padding-bottom: 2pt; border-bottom: 0.6pt solid #cbd5e1; break-after: avoid }
h3 { font: inherit; margin: 0 }
.entry { margin: 0 0 6pt; break-inside: avoid }
.keep { break-inside: avoid }
.line { display: flex; justify-content: space-between; gap: 12pt }
.title { font-weight: 700; color: #0f172a }
.org { color: #334155 }
.date { color: #475569; white-space: nowrap; font-size: 8.8pt }
ul.bullets { margin: 2pt 0 0; padding-left: 12pt }
ul.bullets li { margin: 0 0 1pt }
ul.bullets li::marker { color: #0d9488 }
.tags { color: #0f766e; font-size: 8.4pt }
.muted { color: #475569 }
.projects { display: grid; grid-template-columns: 1fr 1fr; column-gap: 16pt; row-gap: 6pt }
.projects .entry { margin: 0 }
.projects p { margin: 1pt 0 0; font-size: 9pt; color: #334155 }
.skills { display: grid; grid-template-columns: auto 1fr; column-gap: 10pt; row-gap: 2pt; margin: 0 }
.skills dt { font-weight: 700; color: #0f172a }
.skills dd { margin: 0 }
`
