/** WebDriver's code points for the named keys the tests press (the WebDriver spec, "keys"). */
export const WEBDRIVER_KEYS: Readonly<Record<string, string>> = {
  Enter: '\uE007',
  Tab: '\uE004',
  Escape: '\uE00C',
  Backspace: '\uE003',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
  Space: ' ',
  Shift: '\uE008',
  Home: '\uE011',
  End: '\uE010',
}

/** The keys of a chord, in the order they are held: `Shift+Tab` is Shift then Tab; `+` is itself. */
export const chord = (keys: string): string[] => (keys === '+' ? [keys] : keys.split('+'))
