/** Tower of Hanoi (in progress). */
export function View() {
  return <p>Tower of Hanoi</p>
}
