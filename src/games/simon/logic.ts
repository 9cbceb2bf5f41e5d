/** Pure rules and timing of Simon. Randomness is passed in; time is a list of offsets. */
export const COLOURS = ['red', 'green', 'blue', 'yellow'] as const
export type Colour = (typeof COLOURS)[number]

/** How long each colour of the sequence stays lit. */
const SHOW_MS = 600
/** Dark pause between two colours of the sequence. */
const GAP_MS = 200
/** How long a pad lights when pressed. */
export const FLASH_MS = 200
/** Pause after a correct full repeat before the longer sequence plays. */
export const NEXT_MS = 1000

export const colourName = (colour: Colour): string =>
  colour.charAt(0).toUpperCase() + colour.slice(1)

export function randomColour(random: () => number): Colour {
  return COLOURS[Math.min(COLOURS.length - 1, Math.floor(random() * COLOURS.length))]!
}

/** One moment of playback: at `at` ms the colour at `position` lights, or (null) goes dark. */
interface Step {
  at: number
  position: number
  colour: Colour | null
}

/** The playback of a sequence: each colour lit for SHOW_MS, then dark for GAP_MS before the next. */
export function schedule(sequence: readonly Colour[]): Step[] {
  return sequence.flatMap((colour, position) => {
    const at = position * (SHOW_MS + GAP_MS)
    return [
      { at, position, colour },
      { at: at + SHOW_MS, position, colour: null },
    ]
  })
}

export type Verdict = 'wrong' | 'more' | 'complete'

/** Judges a press given how many colours the player has already repeated correctly. */
export function judge(sequence: readonly Colour[], repeated: number, pressed: Colour): Verdict {
  if (sequence[repeated] !== pressed) return 'wrong'
  return repeated + 1 === sequence.length ? 'complete' : 'more'
}

export const gameOverMessage = (score: number): string => `Game Over! Your score: ${score}`
