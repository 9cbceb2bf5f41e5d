import { Icon } from '../../components/Icon'
import type { Direction } from './logic'

// The icon names are spelled out: the sprite keeps only icons quoted in the source.
const MOVES: readonly { direction: Direction; label: string; icon: string; place: string }[] = [
  { direction: 'up', label: 'Up', icon: 'carbon:arrow-up', place: 'col-start-2' },
  { direction: 'left', label: 'Left', icon: 'carbon:arrow-left', place: 'col-start-1' },
  { direction: 'down', label: 'Down', icon: 'carbon:arrow-down', place: 'col-start-2' },
  { direction: 'right', label: 'Right', icon: 'carbon:arrow-right', place: 'col-start-3' },
]

/**
 * A move per tap, laid out as arrow keys (WCAG 2.5.1 and 2.5.7): a swipe is a path, which a
 * switch, a head pointer or a shaky hand cannot always draw; a button is one press.
 */
export function Moves({ onMove }: { onMove: (direction: Direction) => void }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a grid of buttons, not a form's fieldset
    <div
      role="group"
      aria-label="Moves"
      className="mx-auto grid w-full max-w-[15rem] grid-cols-3 grid-rows-2 gap-2"
    >
      {MOVES.map(({ direction, label, icon, place }) => (
        <button
          key={direction}
          type="button"
          className={`btn min-h-11 px-2 ${place} ${direction === 'up' ? 'row-start-1' : 'row-start-2'}`}
          onClick={() => onMove(direction)}
        >
          <Icon name={icon} />
          {label}
        </button>
      ))}
    </div>
  )
}
