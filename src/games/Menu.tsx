import { type GameId, games } from './registry'

/** The `games` menu: one button per game. */
export function Menu({ onChoose }: { onChoose: (id: GameId) => void }) {
  return (
    <ul className="m-0 grid list-none gap-2 p-0 bp480:grid-cols-2">
      {games.map((game) => (
        <li key={game.id}>
          <button type="button" className="btn w-full" onClick={() => onChoose(game.id)}>
            {game.title}
          </button>
        </li>
      ))}
    </ul>
  )
}
