import { createStore } from '../../lib/storage'
import { BEST_KEY, GuessModel } from './model'

const memoryStore = () => createStore(() => undefined)

test('counts valid guesses, wins, and keeps the fewest attempts', () => {
  const store = memoryStore()
  const model = new GuessModel(() => 0.5, store) // target 51
  model.guess('hello')
  expect(model.attempts.value).toBe(0)
  model.guess('60')
  model.guess('51')
  expect(model.message.value).toBe('Correct! You guessed it in 2 attempts.')
  expect(model.won.value).toBe(true)
  expect(model.best.value).toBe(2)
  expect(store.get(BEST_KEY)).toBe('2')

  model.guess('1')
  expect(model.attempts.value).toBe(2)

  model.newGame()
  expect([model.attempts.value, model.message.value, model.won.value]).toEqual([0, '', false])
  for (const g of ['1', '2', '51']) model.guess(g)
  expect(model.best.value).toBe(2)
})

test('reads the stored best score', () => {
  const store = memoryStore()
  store.set(BEST_KEY, '4')
  expect(new GuessModel(() => 0, store).best.value).toBe(4)
})

test('a message said twice in a row is two sayings, so it is announced twice', () => {
  const model = new GuessModel(() => 0.5, memoryStore()) // target 51
  model.guess('80')
  const first = model.said.value
  model.guess('90')
  expect(model.said.value.text).toBe('Too high. Try again!')
  expect(model.said.value).not.toEqual(first)
  expect(model.said.value.n).toBe(first.n + 1)
})
