import { defineConfig, presetWind3 } from 'unocss'
import { sphereBoxClasses } from './src/sphere/sizing'
import { colors } from './src/theme.mjs'

/**
 * The still names' sizes by their number (the preflight below): from the `nth`th name
 * on, the font --f and the widest a name may be, --w, in % of the disc's width. The names sit
 * in a square of 70: with at most 12, 24, 36, 48, 60 and 72 names, 2, 3, 4, 4, 5 and 5 of
 * width --w (and a gap of 2.4) fill a line, and the lines at 1.3 times the larger font (every
 * third name, 1.28 --f), 0.8 apart, take 50 to 69 of the 70.
 */
export const STILL_TIERS: readonly (readonly [nth: number, f: number, w: number])[] = [
  [0, 4.6, 32],
  [13, 4.2, 20],
  [25, 3.4, 15],
  [37, 3, 15],
  [49, 2.6, 11.5],
  [61, 2.2, 11.5],
]

export default defineConfig({
  // Icons are not CSS masks (they vanish in forced colours): <Icon> draws them from the sprite.
  presets: [presetWind3({ dark: 'media' })],
  preflights: [
    {
      // What sticks before the app measures it (lib/stickyHeights.ts): the header is two rows
      // of 48 px on narrow screens and one from 768 px; in short windows nothing sticks.
      // The dark colour scheme is said here only, never in a <meta name="color-scheme">: where
      // the visitor's colours replace the page's (Firefox's "Override colours: Always") this
      // rule yields, but the meta's scheme stays, and buttons and focus outlines took its
      // near-white on the visitor's white (tests/engines/colours.engine.ts).
      getCSS: () =>
        ':root{--header-h:97px;--stuck-h:0px;color-scheme:dark}@media (min-width:768px){:root{--header-h:49px}}' +
        '@media (max-height:499.98px){:root{--header-h:0px}}' +
        'html{scroll-padding-top:calc(var(--header-h) + var(--stuck-h))}' +
        // A word longer than its box (a link an owner pasted into a description) breaks
        // anywhere, on every page: `anywhere`, not `break-word`, so the boxes of grids and
        // flex rows can shrink below it too instead of widening the page past a phone's width.
        'body{overflow-wrap:anywhere}' +
        // The sphere's still names (StillSphere.tsx) fit whole inside its disc, for any number
        // of skills, any names and any disc: they sit in the square the disc holds, sized from
        // the disc's width (its box is a size container, `cqw`). As CSS counts more of them
        // (`:has(>li:nth-child(13))`…) their size --f and the width --w each may take shrink,
        // so that a line holds at least 2 to 5 of them and the lines fit the square
        // (STILL_TIERS); a name longer than --w at --f is set smaller, from its length in
        // characters (data-n, at most 40; 0.8 em a character, as wide as DejaVu Sans sets
        // capitals, so MATLAB or AWS is never cut in two), so a long one never widens a line.
        // Every third one larger (its colour is set in the component).
        '[role=img]:has(>ul){container-type:size}' +
        STILL_TIERS.map(
          ([nth, f, w]) =>
            `[role=img]>ul${nth ? `:has(>li:nth-child(${nth}))` : ''}{--f:${f}cqw;--w:${w}cqw}`,
        ).join('') +
        '[role=img]>ul{padding:15%;gap:.8cqw 2.4cqw}' +
        ':where([role=img]>ul>li){--n:40}' +
        '[role=img]>ul>li{--c:calc(var(--w)*1.25/var(--n));max-width:var(--w);line-height:1.3;font-size:min(var(--f),var(--c),.875rem)}' +
        '[role=img]>ul>li:nth-child(3n+1){font-size:min(calc(var(--f)*1.28),var(--c),1.125rem)}' +
        Array.from({ length: 39 }, (_, i) => `li[data-n="${i + 1}"]{--n:${i + 1}}`).join('') +
        // The fixed "Stop decoration" button at the bottom never covers the focused element.
        'html:has([data-stop-decoration]){scroll-padding-bottom:4rem}' +
        // While a route's code loads, its placeholder fills the window and the footer waits
        // unseen below it: shown only with the page, it appears in place instead of moving up.
        'main:has(>[aria-busy=true])~footer{visibility:hidden}' +
        '@media (prefers-reduced-motion:reduce){*,*::before,*::after{animation-duration:0s!important;animation-iteration-count:1!important;transition-duration:0s!important;scroll-behavior:auto!important}}',
    },
  ],
  variants: [
    // tall: only in windows at least 500 px high (and so not at 400 % zoom): what sticks.
    // forced: only in forced colours (Windows High Contrast), where the UA repaints colours.
    (matcher) => {
      const media = { 'tall:': '(min-height:500px)', 'forced:': '(forced-colors:active)' }
      for (const [prefix, query] of Object.entries(media)) {
        if (matcher.startsWith(prefix))
          return { matcher: matcher.slice(prefix.length), parent: `@media ${query}` }
      }
      return matcher
    },
  ],
  rules: [['forced-color-adjust-none', { 'forced-color-adjust': 'none' }]],
  theme: {
    breakpoints: {
      // The skill sphere steps at 350, 480, 600 and 768 px; 1024 px is "large" (Spotlight.tsx).
      // The three narrow steps are named by their width (bp480:px-6), not sm/xs, which Tailwind
      // readers take for 640 and 475 px; md, lg and xl keep Tailwind's widths.
      bp350: '350px',
      bp480: '480px',
      bp600: '600px',
      md: '768px',
      lg: '1024px',
      xl: '1280px',
    },
    animation: {
      keyframes: {
        'holiday-fall':
          '{0%{transform:translateY(-10vh);opacity:0}10%{opacity:1}80%{opacity:1}100%{transform:translateY(110vh);opacity:0}}',
        'holiday-rise':
          '{0%{transform:translateY(110vh);opacity:0}10%{opacity:1}80%{opacity:1}100%{transform:translateY(-10vh);opacity:0}}',
      },
      durations: { 'holiday-fall': '7s', 'holiday-rise': '7s' },
      timingFns: { 'holiday-fall': 'linear', 'holiday-rise': 'linear' },
      counts: { 'holiday-fall': 'infinite', 'holiday-rise': 'infinite' },
    },
    colors: {
      ink: { DEFAULT: colors.ink, soft: colors.inkSoft, line: colors.line },
      accent: { DEFAULT: colors.accent, strong: colors.accentStrong },
    },
  },
  shortcuts: [
    {
      // The focus indicator: a 2 px accent outline (at least 3:1 on every surface), only on
      // :focus-visible, and no outline at all otherwise. Not "outline-none": its transparent
      // outline is painted in forced colours, so focused and unfocused would look alike. Not
      // named "focus-…" either: UnoCSS reads "focus-ring" as the focus: variant of ring.
      // tests/e2e/a11y-audit.e2e.ts checks what a visitor sees, in normal and forced colours.
      focusable: 'focus-visible:(outline-2 outline-offset-2 outline-solid outline-accent)',
      link: 'text-accent hover:text-accent-strong underline-offset-4 hover:underline focusable rounded-sm',
      chip: 'inline-flex items-center gap-1.5 rounded-full bg-accent/10 px-3 py-1 text-xs font-medium text-accent',
      btn: 'inline-flex items-center justify-center gap-2 rounded-md border border-accent/60 px-4 py-2 text-sm font-semibold text-accent hover:bg-accent/10 disabled:(opacity-50 cursor-not-allowed) focusable',
      card: 'rounded-xl border border-ink-line bg-ink-soft/60 p-5',
    },
    // The skill sphere box: a square whose side steps with the window width (src/sphere/sizing.ts).
    [/^sphere-box$/, (_, { theme }) => sphereBoxClasses(theme.breakpoints ?? {})],
  ],
})
