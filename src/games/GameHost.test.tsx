// @vitest-environment happy-dom
import { act, render, screen, waitFor, within } from '@testing-library/preact'
import userEvent from '@testing-library/user-event'
import { reloadHeld } from '../lib/safeReload'
import { GameHost } from './GameHost'
import { gameOpen } from './gameOpen'
import { keyBuffer } from './keyBuffer'
import { openGames } from './opener'
import { games, MENU_INSTRUCTIONS, MENU_KEYWORD, MENU_TITLE } from './registry'

function setup() {
  keyBuffer.value = ''
  const user = userEvent.setup()
  render(
    <>
      <button type="button">Before</button>
      <input aria-label="Name" />
      <GameHost />
    </>,
  )
  return user
}

/**
 * Waits for a game's chunk to render in the dialog: no loading line, no error, and focus on
 * the game's first control (GameLoader moves it there).
 */
async function gameShown(dialog: HTMLElement) {
  // A cold start transforms the game's code first: the setup's waits allow for a busy machine.
  await waitFor(() => expect(within(dialog).queryByText('Loading the game…')).toBeNull())
  expect(within(dialog).queryByRole('alert')).toBeNull()
  await waitFor(() => {
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
    expect(document.activeElement).not.toBe(
      within(dialog).getByRole('button', { name: 'Close Game' }),
    )
  })
}

const [first, second] = games

test('typing "games" opens the menu; focus moves in, is trapped, and returns on Escape', async () => {
  const user = setup()
  const before = screen.getByRole('button', { name: 'Before' })
  before.focus()
  // A typo first: the buffer starts afresh.
  await user.keyboard(`${MENU_KEYWORD.slice(0, -1)}z${MENU_KEYWORD}`)
  // The dialog's code arrives on demand (or already has, fetched once the page was idle).
  const dialog = await screen.findByRole('dialog', { name: MENU_TITLE })
  expect(dialog).toHaveAttribute('aria-modal', 'true')
  const choices = games.map((game) => within(dialog).getByRole('button', { name: game.title }))
  expect(within(dialog).getAllByRole('button').slice(0, games.length)).toEqual(choices)
  expect(choices[0]).toHaveFocus()
  expect(document.body).toHaveStyle({ overflow: 'hidden' })
  expect(before.closest('[inert]')).not.toBeNull()

  await user.tab({ shift: true })
  expect(screen.getByRole('button', { name: 'Close Game' })).toHaveFocus()
  await user.tab()
  expect(choices[0]).toHaveFocus()
  for (let i = 0; i < games.length; i++) await user.tab()
  expect(screen.getByRole('button', { name: 'Close Game' })).toHaveFocus()

  await user.keyboard('{Escape}')
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  expect(before).toHaveFocus()
  expect(before.closest('[inert]')).toBeNull()
  expect(document.body.style.overflow).toBe('')
})

test('choosing a game replaces the menu; Close Game closes it and focus returns', async () => {
  const user = setup()
  const before = screen.getByRole('button', { name: 'Before' })
  before.focus()
  await user.keyboard(MENU_KEYWORD)
  await user.click(await screen.findByRole('button', { name: second.title }))
  expect(screen.getAllByRole('dialog')).toHaveLength(1)
  await gameShown(screen.getByRole('dialog', { name: second.title }))

  await user.click(screen.getByRole('button', { name: 'Close Game' }))
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  expect(before).toHaveFocus()
})

test.each(games)('typing $keyword opens $title directly, with the game in it', async (game) => {
  const user = setup()
  await user.keyboard(game.keyword)
  const dialog = await screen.findByRole('dialog', { name: game.title })
  expect(dialog).toHaveAttribute('aria-modal', 'true')
  await gameShown(dialog)
})

test('keys are ignored in fields, with modifiers, and while a dialog is open', async () => {
  const user = setup()
  await user.type(screen.getByRole('textbox', { name: 'Name' }), MENU_KEYWORD)
  await user.keyboard('{Control>}g{/Control}{Alt>}a{/Alt}')
  expect(keyBuffer.value).toBe('')
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

  screen.getByRole('button', { name: 'Before' }).focus()
  await user.keyboard(first.keyword)
  await gameShown(await screen.findByRole('dialog', { name: first.title }))
  await user.keyboard(second.keyword)
  expect(screen.getAllByRole('dialog')).toHaveLength(1)
  expect(screen.getByRole('dialog', { name: first.title })).toBeInTheDocument()
})

test('the scroll lock pads the body by the scrollbar width and undoes it on close', async () => {
  vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(window.innerWidth - 15)
  const user = setup()
  await user.keyboard(MENU_KEYWORD)
  await screen.findByRole('dialog')
  expect(document.body).toHaveStyle({ overflow: 'hidden', paddingRight: '15px' })
  await user.keyboard('{Escape}')
  expect(document.body.style.paddingRight).toBe('')
  expect(document.body.style.overflow).toBe('')
})

test('while a game or the menu is open, gameOpen says so and a reload waits', async () => {
  const user = setup()
  expect([gameOpen.value, reloadHeld.value]).toEqual([false, false])
  await user.keyboard(MENU_KEYWORD)
  expect([gameOpen.value, reloadHeld.value]).toEqual([true, true])
  await user.click(await screen.findByRole('button', { name: first.title }))
  expect([gameOpen.value, reloadHeld.value]).toEqual([true, true])
  await user.click(screen.getByRole('button', { name: 'Close Game' }))
  expect([gameOpen.value, reloadHeld.value]).toEqual([false, false])
})

test('openGames() opens the menu as typing "games" would (the five taps on Home use it)', async () => {
  setup()
  act(() => openGames())
  const menu = await screen.findByRole('dialog', { name: MENU_TITLE })
  expect(menu).toHaveAccessibleDescription(MENU_INSTRUCTIONS)
  expect(screen.getByRole('button', { name: first.title })).toHaveFocus()
})

test.each(games)('the $title dialog is described by its instructions', async (game) => {
  setup()
  act(() => openGames(game.id))
  const dialog = await screen.findByRole('dialog', { name: game.title })
  expect(dialog).toHaveAccessibleDescription(game.instructions)
  expect(game.instructions.length).toBeGreaterThan(20)
  // The game's code arrives before the test ends, so nothing renders after it.
  await waitFor(() => expect(screen.queryByText('Loading the game…')).toBeNull())
})
