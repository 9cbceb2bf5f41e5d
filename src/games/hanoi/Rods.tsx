import { useId } from 'react'
import type { Rod, RodIndex } from './logic'

// Colour and width by disk size (1 smallest … 5 largest). In forced colours (Windows High
// Contrast) backgrounds are repainted, so disks and rods take system colours there.
const DISK_CLASS = [
  '',
  'w-[30%] bg-rose-400',
  'w-[44%] bg-amber-400',
  'w-[58%] bg-emerald-400',
  'w-[72%] bg-sky-400',
  'w-[86%] bg-violet-400',
]

const describe = (rod: Rod) =>
  rod.length === 0 ? 'Empty.' : `Disks from bottom to top: ${rod.join(', ')}.`

interface RodButtonProps {
  index: RodIndex
  rod: Rod
  selected: boolean
  onPress: (rod: RodIndex) => void
}

/** One rod as a toggle button, its disks drawn inside and listed for screen readers. */
export function RodButton({ index, rod, selected, onPress }: RodButtonProps) {
  const descId = useId()
  return (
    <div className="min-w-0 flex-1">
      <button
        type="button"
        aria-pressed={selected}
        aria-describedby={descId}
        onClick={() => onPress(index)}
        className={`flex w-full flex-col items-center gap-2 rounded-lg border-2 bg-ink px-1 pb-2 pt-3 text-sm font-semibold focusable ${
          selected
            ? 'border-accent text-accent forced:border-[Highlight]'
            : 'border-ink-line text-slate-300 hover:border-accent/60'
        }`}
      >
        <span
          aria-hidden="true"
          className="relative flex h-28 w-full flex-col-reverse items-center gap-0.5"
        >
          <span className="absolute bottom-0 left-1/2 h-full w-1.5 -translate-x-1/2 rounded-t bg-slate-500 forced:bg-[GrayText]" />
          {rod.map((size, i) => (
            <span
              key={size}
              data-disk={size}
              // The selected rod's top disk is lifted, as if picked up: the selection shows
              // by shape, not by colour alone.
              className={`relative h-4.5 rounded-md forced:bg-[ButtonText] ${DISK_CLASS[size]} ${
                selected && i === rod.length - 1 ? '-translate-y-2' : ''
              }`}
            />
          ))}
        </span>
        <span className="h-1 w-full rounded bg-slate-500 forced:bg-[GrayText]" aria-hidden="true" />
        Rod {index + 1}
      </button>
      <span id={descId} className="sr-only">
        {describe(rod)}
      </span>
    </div>
  )
}
