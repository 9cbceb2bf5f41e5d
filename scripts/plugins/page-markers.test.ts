import { inlineStyles, MARKERS, type Marker, replaceMarker } from './page-markers'

const PAGE = `<!doctype html><html><head><meta charset="UTF-8" />
<title>Portfolio</title>
<!-- head-meta: filled at build time -->
<link rel="stylesheet" crossorigin href="./assets/index-abc.css">
</head><body><div id="root"></div></body></html>`

describe('replaceMarker', () => {
  test.each(Object.keys(MARKERS) as Marker[])('fills the %s marker once', (marker) => {
    const filled = replaceMarker(PAGE, marker, () => '<!--filled-->')
    expect(filled.split('<!--filled-->')).toHaveLength(2)
  })

  test.each(Object.keys(MARKERS) as Marker[])('stops the build when %s is missing', (marker) => {
    const pattern = MARKERS[marker]
    const without = PAGE.replace(pattern, '')
    expect(() => replaceMarker(without, marker, () => 'x')).toThrow(
      new RegExp(`index\\.html has no ${marker} marker`),
    )
  })

  test('inserts the replacement literally ($ patterns stay as typed)', () => {
    expect(replaceMarker(PAGE, 'root', () => '<p>$&$1</p>')).toContain('<p>$&$1</p>')
  })
})

describe('inlineStyles', () => {
  test('puts the CSS in place of the link and names the file it inlined', () => {
    const { html, files } = inlineStyles(PAGE, (file) => `/* ${file} */b{}`)
    expect(files).toEqual(['assets/index-abc.css'])
    expect(html).toContain('<style>/* assets/index-abc.css */b{}</style>')
    expect(html).not.toContain('<link rel="stylesheet"')
  })

  test('a page without a stylesheet stops the build', () => {
    const without = PAGE.replace(/<link rel="stylesheet"[^>]*>/, '')
    expect(() => inlineStyles(without, () => '')).toThrow(/links no stylesheet/)
  })
})
