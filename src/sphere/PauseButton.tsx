import { Icon } from '../components/Icon'

/** "Pause sphere" (WCAG 2.2.2): a toggle that stops and restarts the sphere's motion of its own. */
export function PauseButton({ paused, onToggle }: { paused: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={paused}
      onClick={onToggle}
      className="btn absolute right-0 bottom-0 gap-1.5 bg-ink/90 px-2.5 py-1 text-xs aria-pressed:bg-accent/20"
    >
      <Icon name={paused ? 'carbon:play' : 'carbon:pause'} />
      Pause sphere
    </button>
  )
}
