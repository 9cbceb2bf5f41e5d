import type { Said } from './said'

/**
 * A game's role="status" region. Each saying renders a new text node (keyed by its number),
 * so a screen reader announces it even when the text repeats ("Too high" twice in a row).
 */
export function LiveRegion({ said, className }: { said: Said; className: string }) {
  return (
    <p role="status" className={className}>
      <span key={said.n}>{said.text}</span>
    </p>
  )
}
