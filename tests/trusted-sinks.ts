// One home for the Trusted Types check that Chromium's security test and the other engines'
// share: the sinks an injected script could use to turn a string into markup or code.

/** The sinks `trySinks` tries, in its order. */
export const SINKS = [
  'innerHTML',
  'insertAdjacentHTML',
  'innerHTML through Object.assign',
  'setHTMLUnsafe',
  'DOMParser',
  'script text',
] as const

/**
 * Runs in the page (self-contained, as the drivers send its source): tries each sink of
 * SINKS with a string that would plant `#planted` or set `window.injected`, and says for each
 * whether it was `allowed`, refused (the error's name) or `missing` from the engine.
 */
export const trySinks = (): string[] => {
  const markup = '<img src=x id=planted>'
  const target = () => document.body.lastElementChild as Element
  const attempts: [string, (() => void) | null][] = [
    [
      'innerHTML',
      () => {
        target().innerHTML = markup
      },
    ],
    ['insertAdjacentHTML', () => document.body.insertAdjacentHTML('beforeend', markup)],
    ['innerHTML through Object.assign', () => Object.assign(target(), { innerHTML: markup })],
    [
      'setHTMLUnsafe',
      'setHTMLUnsafe' in Element.prototype ? () => target().setHTMLUnsafe(markup) : null,
    ],
    [
      'DOMParser',
      () => {
        const parsed = new DOMParser().parseFromString(markup, 'text/html')
        document.body.append(...parsed.body.childNodes)
      },
    ],
    [
      'script text',
      () => {
        const script = document.createElement('script')
        script.text = 'window.injected = true'
        document.body.append(script)
      },
    ],
  ]
  return attempts.map(([sink, attempt]) => {
    if (!attempt) return `${sink}: missing`
    try {
      attempt()
      return `${sink}: allowed`
    } catch (error) {
      return `${sink}: ${(error as Error).name}`
    }
  })
}

/** What trySinks returns where Trusted Types refuse every sink. */
export const ALL_REFUSED = SINKS.map((sink) => `${sink}: TypeError`)

/** Runs in the page: whether anything trySinks tried got through. */
export const planted = () => ({
  planted: document.getElementById('planted') !== null,
  injected: 'injected' in window,
})
