// @vitest-environment happy-dom
import { render, screen } from '@testing-library/preact'
import userEvent from '@testing-library/user-event'
import { View } from './View'

beforeEach(() => {
  localStorage.clear()
  vi.spyOn(Math, 'random').mockReturnValue(0.5) // target 51
})

test('plays to a win by keyboard and starts a new game', async () => {
  const user = userEvent.setup()
  render(<View />)
  const field = screen.getByRole('textbox', { name: 'Guess' })
  expect(field).toHaveAttribute('inputmode', 'numeric')
  expect(field).toHaveAttribute('type', 'text')
  expect(field).toHaveFocus()

  await user.type(field, 'ten{Enter}')
  expect(screen.getByRole('status')).toHaveTextContent('⚠️ Please enter a valid number.')
  expect(screen.getByText('Attempts: 0')).toBeInTheDocument()

  await user.type(field, '70{Enter}')
  expect(screen.getByRole('status')).toHaveTextContent('Too high. Try again!')
  expect(field).toHaveFocus()
  expect(field).toHaveValue('')

  await user.type(field, '150{Enter}')
  expect(screen.getByRole('status')).toHaveTextContent('Please enter a whole number from 1 to 100.')

  await user.type(field, '20')
  await user.click(screen.getByRole('button', { name: 'Guess' }))
  expect(screen.getByRole('status')).toHaveTextContent('Too low. Try again!')
  expect(screen.getByText('Attempts: 2')).toBeInTheDocument()
  expect(field).toHaveFocus()

  await user.type(field, '51{Enter}')
  expect(screen.getByRole('status')).toHaveTextContent('Correct! You guessed it in 3 attempts.')
  expect(screen.getByText('Best: 3')).toBeInTheDocument()
  const again = screen.getByRole('button', { name: 'New Game' })
  expect(again).toHaveFocus()
  expect(field).toBeDisabled()

  await user.click(again)
  expect(screen.getByText('Attempts: 0')).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'New Game' })).not.toBeInTheDocument()
  expect(field).toBeEnabled()
  expect(field).toHaveFocus()
})

test('shows the best score kept from an earlier visit', () => {
  localStorage.setItem('games.guess.best', '5')
  render(<View />)
  expect(screen.getByText('Best: 5')).toBeInTheDocument()
})
