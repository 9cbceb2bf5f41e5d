// Prints the résumé's HTML to a tagged PDF in Chromium, on as many Letter pages as it needs,
// or stops with one line naming what does not fit when the owner limits its pages.
import { ContentError } from '../errors.mjs'

/** @typedef {import('playwright-core').Browser} Browser */

/** CSS px of a Letter page and of its top and bottom padding (styles.mjs: 0.5in, 0.22in). */
const PAGE = { height: 11 * 96, top: 0.5 * 96, bottom: 0.22 * 96 }

/**
 * How many pages a PDF has: its /Type /Page objects (Chromium writes them uncompressed).
 * @param {Uint8Array} pdf
 */
export const pdfPageCount = (pdf) =>
  (
    Buffer.from(pdf)
      .toString('latin1')
      .match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []
  ).length

/**
 * The titles of a PDF's outline items (and of its document info), in file order: one per
 * heading of the résumé, so a check can see which sections and entries a PDF holds without
 * a PDF reader. Chromium writes ASCII titles as literal strings, others as UTF-16 hex.
 * @param {Uint8Array} pdf
 * @returns {string[]}
 */
export function pdfTitles(pdf) {
  const text = Buffer.from(pdf).toString('latin1')
  return [...text.matchAll(/\/Title\s*(\((?:\\.|[^\\)])*\)|<[0-9A-Fa-f\s]*>)/g)].map(
    ([, raw = '']) => {
      if (raw.startsWith('<')) {
        const hex = raw.slice(1, -1).replace(/\s/g, '')
        const bytes = Buffer.from(hex, 'hex')
        if (bytes[0] === 0xfe && bytes[1] === 0xff)
          return bytes.subarray(2).swap16().toString('utf16le')
        return bytes.toString('latin1')
      }
      return raw
        .slice(1, -1)
        .replace(/\\([0-7]{1,3}|.)/g, (_, c) =>
          /^[0-7]+$/.test(c) ? String.fromCharCode(Number.parseInt(c, 8)) : c,
        )
    },
  )
}

/**
 * @param {Browser} browser
 * @param {string} html the résumé document (template.mjs)
 * @param {number} [maxPages] `profile.resumePages`: stop if the résumé needs more
 * @returns {Promise<{ pdf: Buffer, pages: number }>}
 */
export async function printResume(browser, html, maxPages) {
  if (maxPages !== undefined && (!Number.isInteger(maxPages) || maxPages < 1)) {
    throw new ContentError(
      `src/content/profile.ts: profile.resumePages is ${maxPages}; use a whole number from 1, or remove it to let the résumé take the pages it needs`,
    )
  }
  const page = await browser.newPage()
  try {
    await page.setContent(html, { waitUntil: 'load' })
    await page.evaluate(() => document.fonts.ready)
    // Tagged (structure tree, document language) with an outline of its headings, one per
    // section and entry: readable by screen readers and navigable by heading.
    const pdf = await page.pdf({
      format: 'Letter',
      printBackground: true,
      preferCSSPageSize: true,
      tagged: true,
      outline: true,
    })
    const pages = pdfPageCount(pdf)
    if (maxPages !== undefined && pages > maxPages) {
      await page.emulateMedia({ media: 'print' })
      const limit = maxPages * (PAGE.height - PAGE.top - PAGE.bottom) + PAGE.top
      const { over, names } = await page.evaluate(
        ({ limit, padding }) => {
          const main = /** @type {HTMLElement} */ (document.querySelector('.page'))
          const bottom = main.getBoundingClientRect().bottom - padding
          const names = [...document.querySelectorAll('[data-entry]')]
            .filter((el) => el.getBoundingClientRect().bottom > limit)
            .map((el) => el.getAttribute('data-entry'))
          return { over: Math.ceil(bottom - limit), names }
        },
        { limit, padding: PAGE.bottom },
      )
      const first = names.slice(0, 3).join('; ')
      throw new ContentError(
        `src/content/profile.ts: the résumé needs ${pages} pages but profile.resumePages is ${maxPages}; shorten the content by about ${Math.max(over, 1)}px (what does not fit: ${first || 'the last lines'}${names.length > 3 ? `; and ${names.length - 3} more` : ''}), or raise or remove resumePages (resume: false leaves a job off, and a project without a resume place is left off)`,
      )
    }
    return { pdf, pages }
  } finally {
    await page.close()
  }
}
