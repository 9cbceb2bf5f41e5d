/** The game body rendered inside the game dialog (placeholder until the game lands). */
export function View() {
  return <p>Loading…</p>
}
