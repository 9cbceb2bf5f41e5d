/** Guess the Number (in progress). */
export function View() {
  return <p>Guess the Number</p>
}
