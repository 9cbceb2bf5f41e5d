// @vitest-environment happy-dom
import { act } from '@testing-library/preact'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { holdPartsWhile, releaseAllParts, releaseParts } from '../lib/hydrateLater'
import { Later } from './Later'

function Page({ onPress }: { onPress: (what: string) => void }) {
  return (
    <ul>
      <li>
        <button type="button" onClick={() => onPress('first')}>
          First
        </button>
      </li>
      <Later>
        <li>
          <button type="button" onClick={() => onPress('second')}>
            Second
          </button>
        </li>
      </Later>
      <Later>
        <li>
          <button type="button" onClick={() => onPress('third')}>
            Third
          </button>
        </li>
      </Later>
    </ul>
  )
}

afterEach(() => releaseAllParts())

test('each part hydrates in a step of its own, on its own pre-rendered element', async () => {
  const root = document.createElement('div')
  document.body.append(root)
  root.innerHTML = renderToString(<Page onPress={() => {}} />)
  const buttons = [...root.querySelectorAll('button')]
  const pressed: string[] = []
  const pressAll = () => {
    for (const button of buttons) button.click()
  }
  // A scheduler the test moves by hand.
  const steps: (() => void)[] = []
  const step = () => new Promise<void>((resolve) => steps.push(resolve))
  const next = () =>
    act(async () => {
      steps.shift()?.()
      // The gate opens, then the part renders: a few promise turns.
      for (let i = 0; i < 10; i++) await Promise.resolve()
    })
  await act(() => {
    holdPartsWhile(() => hydrateRoot(root, <Page onPress={(what) => pressed.push(what)} />))
  })
  // The parts wait: their elements are on the page, unanswered.
  pressAll()
  expect(pressed).toEqual(['first'])
  let done = false
  void releaseParts(step).then(() => (done = true))
  await next()
  pressed.length = 0
  pressAll()
  expect(pressed).toEqual(['first', 'second'])
  await next()
  pressed.length = 0
  pressAll()
  expect(pressed).toEqual(['first', 'second', 'third'])
  await act(async () => {})
  expect(done).toBe(true)
  // Taken over, not replaced.
  expect([...root.querySelectorAll('button')]).toEqual(buttons)
  expect(root.querySelectorAll('li')).toHaveLength(3)
  root.remove()
})

test('outside a hydration a part renders at once', async () => {
  const root = document.createElement('div')
  document.body.append(root)
  const pressed: string[] = []
  const { render } = await import('preact')
  await act(() => render(<Page onPress={(what) => pressed.push(what)} />, root))
  root.querySelectorAll('button')[1]?.click()
  expect(pressed).toEqual(['second'])
  root.remove()
})
