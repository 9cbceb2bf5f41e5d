import { Icon } from '../../components/Icon'
import { COLOURS, type Colour, colourName } from './logic'

// Dim when dark, bright with a thick white outline when lit: the state shows without colour too.
// In forced colours (Windows High Contrast) a lit pad takes the system highlight colours,
// set by hand (no repainting, no text backplate) so they stay as set.
const LIT_FORCED =
  'forced:forced-color-adjust-none forced:bg-[Highlight] forced:text-[HighlightText] forced:border-[CanvasText] forced:border-double'
const LOOK: Record<Colour, { dark: string; lit: string }> = {
  red: { dark: 'bg-red-900/70 border-red-700', lit: 'bg-red-400 border-white' },
  green: { dark: 'bg-green-900/70 border-green-700', lit: 'bg-green-400 border-white' },
  blue: { dark: 'bg-blue-900/70 border-blue-700', lit: 'bg-blue-400 border-white' },
  yellow: { dark: 'bg-yellow-900/70 border-yellow-700', lit: 'bg-yellow-300 border-white' },
}

interface PadsProps {
  lit: Colour | null
  accepting: boolean
  onPress: (colour: Colour) => void
}

/** The 2x2 pad of coloured buttons. */
export function Pads({ lit, accepting, onPress }: PadsProps) {
  return (
    <div className="mx-auto grid w-full max-w-[20rem] grid-cols-2 gap-3">
      {COLOURS.map((colour) => {
        const on = lit === colour
        return (
          <button
            key={colour}
            type="button"
            aria-disabled={!accepting}
            data-lit={on}
            onClick={() => onPress(colour)}
            className={`focusable flex h-24 flex-col items-center justify-center gap-1 rounded-xl border-4 text-base font-bold bp480:h-28 motion-safe:transition-transform ${
              on
                ? `${LOOK[colour].lit} text-ink motion-safe:scale-105 ${LIT_FORCED}`
                : `${LOOK[colour].dark} text-white`
            } ${accepting ? 'cursor-pointer' : 'cursor-default'}`}
          >
            <Icon
              name={on ? 'carbon:light-filled' : 'carbon:light'}
              className={on ? 'text-xl' : 'text-xl opacity-60'}
            />
            {colourName(colour)}
          </button>
        )
      })}
    </div>
  )
}
