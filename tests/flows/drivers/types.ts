/**
 * The few things the shared browser flows (tests/flows/) ask of a browser, each engine's
 * automation behind it: Chromium through a Playwright page (playwright-core over CDP), Firefox
 * over WebDriver BiDi (puppeteer-core), WebKit over classic WebDriver (webdriverio and
 * WebKitWebDriver). Elements are named by CSS selectors (tests/flows/engine.ts turns a role
 * and a name, or a test id, into one) and points by page coordinates (CSS pixels of the
 * viewport), which every protocol understands alike.
 */
export interface Point {
  x: number
  y: number
}

/** What an engine's automation can do beyond the common ground (the decision record 014). */
export interface Abilities {
  /** Touch pointer actions that the page receives as touch (and pointerType "touch"). */
  touch: boolean
  /** prefers-reduced-motion: reduce can be asked for when a page opens. */
  reducedMotion: boolean
  /** Service workers register and control the page under automation. */
  serviceWorkers: boolean
  /** The window can be as narrow as a phone (320 px); MiniBrowser stops at 447. */
  phoneWidth: boolean
  /** The visitor's own colours can replace the page's (Firefox's "Override colours: Always"). */
  overrideColours: boolean
  /**
   * The page has focus in a window under 500 px high: WebKitGTK's window sized to 1280 x 450
   * under Xvfb did not get it (document.hasFocus() false, nothing :focus), not even on a click.
   */
  focusInShortWindow: boolean
}

/**
 * What each engine's automation can do, known before it starts: a flow it cannot run is not
 * defined for it (the decision record 014 says why each is so).
 */
export const ABILITIES: Readonly<Record<EngineName, Abilities>> = {
  chromium: {
    touch: true,
    reducedMotion: true,
    serviceWorkers: true,
    phoneWidth: true,
    // Chromium's forced-colours emulation is not Firefox's override (colours.engine.ts).
    overrideColours: false,
    focusInShortWindow: true,
  },
  firefox: {
    touch: true,
    reducedMotion: true,
    serviceWorkers: true,
    phoneWidth: true,
    overrideColours: true,
    focusInShortWindow: true,
  },
  webkit: {
    touch: false,
    reducedMotion: false,
    serviceWorkers: true,
    phoneWidth: false,
    overrideColours: false,
    focusInShortWindow: false,
  },
}

export interface OpenOptions {
  width?: number
  height?: number
  reducedMotion?: boolean
  /**
   * The 3D sphere must draw: Chromium's browser with SwiftShader's WebGL (its others have
   * none, tests/e2e/harness.ts); Firefox and WebKit draw with Mesa's on Xvfb in every page.
   */
  webgl?: boolean
  /** A touch screen (Chromium's emulation; Firefox has touch on in every page). */
  touch?: boolean
  /** The visitor's light palette (black on white) replaces the page's colours. */
  overrideColours?: boolean
  /**
   * Service workers may register and control the page: Chromium's suite blocks them unless a
   * page asks (tests/e2e/harness.ts); Firefox and WebKit allow them in every page.
   */
  serviceWorkers?: boolean
}

export interface EnginePage {
  goto(url: string): Promise<void>
  /** Sizes the viewport to `width` × `height` CSS px (WebKit: not under 447 wide). */
  resize(width: number, height: number): Promise<void>
  /** Loads the page afresh and resolves once the new document is there. */
  reload(): Promise<void>
  title(): Promise<string>
  /** A real click at the centre of the first element matching `selector`. */
  click(selector: string): Promise<void>
  /** Focuses the element by clicking it, then types `text` key by key. */
  type(selector: string, text: string): Promise<void>
  /** Types text at whatever has focus. */
  keys(text: string): Promise<void>
  /**
   * Presses one named key (`Enter`, `Tab`, `ArrowUp`, `Escape`, ` `, a letter), or a chord
   * of them held in order (`Shift+Tab`).
   */
  press(key: string): Promise<void>
  /** The trimmed text of the first element matching `selector`. */
  text(selector: string): Promise<string>
  /** An attribute of the first element matching `selector`, or null. */
  attribute(selector: string, name: string): Promise<string | null>
  /**
   * Runs `fn` in the page with JSON arguments; a returned promise is awaited. Return plain
   * values: an element does not come back alike from every protocol.
   */
  evaluate<A extends unknown[], T>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T>
  /** Runs `action`, which opens an alert, accepts the alert and returns its text. */
  acceptAlert(action: () => Promise<void>): Promise<string>
  /** A PNG of the viewport. */
  screenshot(): Promise<Buffer>
  /** Moves the mouse to `to` (window coordinates) without pressing a button. */
  hover(to: Point): Promise<void>
  /** Presses at `from`, moves by `by` in steps and releases: a mouse or a finger. */
  drag(from: Point, by: Point, pointer: 'mouse' | 'touch'): Promise<void>
  /**
   * Console errors and warnings, uncaught errors and CSP violations the page reported since
   * it opened (every navigation of this page included).
   */
  problems(): Promise<string[]>
  close(): Promise<void>
}

export type EngineName = 'chromium' | 'firefox' | 'webkit'

export interface Engine {
  name: EngineName
  abilities: Abilities
  open(options?: OpenOptions): Promise<EnginePage>
}
