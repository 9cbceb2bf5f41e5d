/**
 * WCAG contrast, worked out in the page by every suite's tests: INSTALL_CONTRAST, run in the
 * page (by `evaluate`, or as an init script before any page code), puts `window.__contrast`
 * there, which later page functions use. One formula for the e2e tests and the other
 * engines' own tests alike.
 */
export interface ContrastHelpers {
  /** A computed colour's channels: r, g, b and, when it has one, alpha. */
  rgba(colour: string): number[]
  /**
   * The colour an element's background shows: its own blended over its ancestors', the
   * page's dark ground (slate-950) under them all.
   */
  shown(el: Element | null): number[]
  /** The WCAG contrast ratio of two colours (r, g, b), 1 to 21. */
  ratio(x: number[], y: number[]): number
}

declare global {
  interface Window {
    __contrast: ContrastHelpers
  }
}

/** Installs `window.__contrast` in the page (self-contained: it runs there). */
export const INSTALL_CONTRAST = () => {
  const rgba = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number)
  const shown = (el: Element | null): number[] => {
    if (!el) return [11, 18, 32]
    const [r = 0, g = 0, b = 0, a = 1] = rgba(getComputedStyle(el).backgroundColor)
    if (a >= 1) return [r, g, b]
    const under = shown(el.parentElement)
    return [r, g, b].map((v, i) => v * a + under[i]! * (1 - a))
  }
  const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
    const channel = (v: number) =>
      v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
  }
  const ratio = (x: number[], y: number[]) => {
    const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p)
    return (hi! + 0.05) / (lo! + 0.05)
  }
  window.__contrast = { rgba, shown, ratio }
}

/** INSTALL_CONTRAST as an init script's source. */
export const CONTRAST_SCRIPT = `(${INSTALL_CONTRAST})()`
