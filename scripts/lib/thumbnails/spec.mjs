// What a project's thumbnail is: the files the Projects page asks for, their pixel sizes
// and their byte budget. The drawing script, the screenshot command and the build's content
// check all read it here.

/** Where a project's own thumbnails are, from the repository's root. */
export const THUMBNAIL_DIR = 'public/thumbnails'
/** The slot is 16:10; the page shows it 200 px wide, and 400 px on 2x screens. */
export const THUMBNAIL_WIDTHS = /** @type {const} */ ([200, 400])
export const THUMBNAIL_RATIO = 16 / 10
/** Each file at most 15 KB: seventeen of them cost less than the page's own code. */
export const THUMBNAIL_MAX_BYTES = 15 * 1024
/** WebP for every browser that reads it; JPEG as the <img> fallback. */
export const THUMBNAIL_FORMATS = /** @type {const} */ ([
  ['webp', 'image/webp'],
  ['jpg', 'image/jpeg'],
])

/**
 * The four files of a project's own thumbnail, in public/thumbnails/.
 * @param {string} slug
 * @returns {{ name: string, width: number, height: number, mime: string }[]}
 */
export function thumbnailFiles(slug) {
  return THUMBNAIL_WIDTHS.flatMap((width) =>
    THUMBNAIL_FORMATS.map(([ext, mime]) => ({
      name: `${slug}-${width}.${ext}`,
      width,
      height: Math.round(width / THUMBNAIL_RATIO),
      mime,
    })),
  )
}

/** The command that makes the four files from a screenshot. */
export const thumbnailCommand = (/** @type {string} */ slug) =>
  `npm run thumbnail -- ${slug} <image>`
