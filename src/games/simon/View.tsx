import { useModel } from '@preact/signals'
import { ScoreBar } from '../ScoreBar'
import { Simon, type SimonDeps } from './model'
import { Pads } from './Pads'

/** The Simon game body: score, spoken status, the pads and Start/Restart. */
export function View({ deps }: { deps?: SimonDeps }) {
  const game = useModel(() => new Simon(deps))
  const phase = game.phase.value

  return (
    <div className="flex flex-col gap-4">
      <ScoreBar score={game.score.value} best={game.best.value}>
        <button type="button" className="btn" onClick={game.start}>
          {phase === 'idle' ? 'Start' : 'Restart'}
        </button>
      </ScoreBar>
      <p role="status" className="min-h-6 text-center font-semibold text-accent">
        {game.message.value}
      </p>
      <Pads lit={game.lit.value} accepting={phase === 'input'} onPress={game.press} />
    </div>
  )
}
