import { ChunkError } from '../components/ChunkError'

interface GamesUnavailableProps {
  onRetry: () => void
  onClose: () => void
}

/**
 * In place of the games dialog when its code could not be downloaded: the site's message
 * and Retry (focused, as the visitor asked for a game and nothing else is open), and Close.
 */
export function GamesUnavailable({ onRetry, onClose }: GamesUnavailableProps) {
  return (
    <div className="fixed inset-x-2 bottom-2 z-50 mx-auto max-w-lg rounded-xl border border-ink-line bg-ink-soft px-4 pb-4 shadow-2xl">
      <ChunkError onRetry={onRetry} focusRetry />
      <div className="flex justify-end">
        <button type="button" className="btn" onClick={onClose}>
          Close
        </button>
      </div>
    </div>
  )
}
