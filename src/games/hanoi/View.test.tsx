// @vitest-environment happy-dom
import { render, screen } from '@testing-library/preact'
import userEvent from '@testing-library/user-event'
import { View } from './View'

const rod = (n: number) => screen.getByRole('button', { name: `Rod ${n}` })
const status = () => screen.getByRole('status')

test('moves by clicking rods, refuses an illegal move, deselects the same rod', async () => {
  const user = userEvent.setup()
  render(<View />)
  expect(screen.getByText('Moves: 0')).toBeInTheDocument()
  expect(screen.getByText('Minimum moves: 7')).toBeInTheDocument()
  expect(rod(1)).toHaveAccessibleDescription('Disks from bottom to top: 3, 2, 1.')
  expect(rod(3)).toHaveAccessibleDescription('Empty.')

  await user.click(rod(1))
  expect(rod(1)).toHaveAttribute('aria-pressed', 'true')
  expect(rod(2)).toHaveAttribute('aria-pressed', 'false')
  await user.click(rod(1))
  expect(rod(1)).toHaveAttribute('aria-pressed', 'false')

  await user.click(rod(1))
  await user.click(rod(3))
  expect(screen.getByText('Moves: 1')).toBeInTheDocument()
  expect(rod(3)).toHaveAccessibleDescription('Disks from bottom to top: 1.')

  await user.click(rod(1))
  await user.click(rod(3))
  expect(status()).toHaveTextContent('A larger disk cannot go on a smaller one.')
  expect(screen.getByText('Moves: 1')).toBeInTheDocument()
  expect(rod(1)).toHaveAccessibleDescription('Disks from bottom to top: 3, 2.')

  await user.click(rod(2))
  expect(status()).toHaveTextContent('That rod has no disk to move.')
})

test('solves three disks with the keys 1, 2 and 3', async () => {
  const user = userEvent.setup()
  render(<View />)
  await user.keyboard('13123213212313')
  expect(status()).toHaveTextContent('Congratulations! You solved it in 7 moves!')
  expect(screen.getByText('Moves: 7')).toBeInTheDocument()
  expect(rod(3)).toHaveAccessibleDescription('Disks from bottom to top: 3, 2, 1.')
  await user.keyboard('31')
  expect(screen.getByText('Moves: 7')).toBeInTheDocument()
})

test('keys typed with Ctrl held or in a text field do not move', async () => {
  const user = userEvent.setup()
  render(
    <>
      <input aria-label="Other" />
      <View />
    </>,
  )
  await user.keyboard('{Control>}1{/Control}')
  expect(rod(1)).toHaveAttribute('aria-pressed', 'false')
  await user.type(screen.getByRole('textbox', { name: 'Other' }), '1')
  expect(rod(1)).toHaveAttribute('aria-pressed', 'false')
})

test('Add Disk restarts with more disks, is disabled at five; Reset restarts', async () => {
  const user = userEvent.setup()
  render(<View />)
  await user.click(rod(1))
  await user.click(rod(2))
  const add = screen.getByRole('button', { name: 'Add Disk' })
  await user.click(add)
  expect(screen.getByText('Moves: 0')).toBeInTheDocument()
  expect(screen.getByText('Minimum moves: 15')).toBeInTheDocument()
  await user.click(add)
  expect(screen.getByText('Minimum moves: 31')).toBeInTheDocument()
  expect(add).toBeDisabled()
  expect(screen.getByRole('button', { name: 'Reset' })).toHaveFocus()
  await user.click(rod(1))
  await user.click(rod(2))
  await user.click(screen.getByRole('button', { name: 'Reset' }))
  expect(screen.getByText('Moves: 0')).toBeInTheDocument()
  expect(rod(1)).toHaveAccessibleDescription('Disks from bottom to top: 5, 4, 3, 2, 1.')
})
