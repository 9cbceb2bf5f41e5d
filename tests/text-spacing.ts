/** The WCAG 1.4.12 text-spacing bookmarklet's overrides. */
export const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`

/**
 * Run in a page (any engine): adds `css` as a style sheet through the CSSOM, since the
 * site's policy blocks inline <style> elements.
 */
export const addStyles = (css: string) => {
  const sheet = new CSSStyleSheet()
  sheet.replaceSync(css)
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
}
