import type { ReactNode } from 'react'

/** The row above a game: its score and best, and the game's main button. */
export function ScoreBar({
  score,
  best,
  children,
}: {
  score: number
  best: number
  children: ReactNode
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <p className="flex gap-4 text-sm">
        <span>
          Score: <strong className="tabular-nums">{score}</strong>
        </span>
        <span>
          Best: <strong className="tabular-nums">{best}</strong>
        </span>
      </p>
      {children}
    </div>
  )
}
