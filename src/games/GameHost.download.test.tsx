// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/preact'
import userEvent from '@testing-library/user-event'
import { expectConsole } from '../test/console'
import { GameHost } from './GameHost'
import { MENU_KEYWORD, MENU_TITLE } from './registry'

// The dialog's own chunk (GameDialog.tsx) as the network delivers it: each download counted,
// refused while `offline`. One story, as the page keeps what has arrived for good.
const network = vi.hoisted(() => ({ offline: true, downloads: 0 }))
vi.mock('./GameDialog', async (original) => {
  network.downloads++
  if (network.offline) throw new TypeError('Failed to fetch dynamically imported module')
  return original()
})

test('the dialog is fetched while idle; offline, a keyword gets Retry and Close; Retry brings it once reachable', async () => {
  // The boundary reports each failure it shows: two keywords and one Retry while offline.
  expectConsole('error', /A part of the page failed and was replaced: ChunkLoadError/, 3)
  const user = userEvent.setup()
  render(
    <>
      <button type="button">Before</button>
      <GameHost />
    </>,
  )
  const before = screen.getByRole('button', { name: 'Before' })
  before.focus()
  // Fetched once the page is idle, before anyone asks: it fails quietly.
  await waitFor(() => expect(network.downloads).toBe(1))
  expect(screen.queryByRole('alert')).toBeNull()

  // Asked for, it is tried again; failing, the message and Retry take its place.
  await user.keyboard(MENU_KEYWORD)
  const retry = await screen.findByRole('button', { name: 'Retry' })
  expect(network.downloads).toBe(2)
  expect(screen.getByRole('alert')).toBeInTheDocument()
  expect(retry).toHaveFocus()
  expect(screen.queryByRole('dialog')).toBeNull()

  // Still unreachable: Retry fails again and keeps the visitor on the button.
  await user.click(retry)
  await waitFor(() => expect(network.downloads).toBe(3))
  await waitFor(() => expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus())

  // Close gives focus back; the keyword works again.
  await user.click(screen.getByRole('button', { name: 'Close' }))
  expect(screen.queryByRole('alert')).toBeNull()
  expect(before).toHaveFocus()
  await user.keyboard(MENU_KEYWORD)
  await screen.findByRole('button', { name: 'Retry' })

  // Reachable again: Retry shows the menu, whose Escape gives focus back to where it was.
  network.offline = false
  await user.click(screen.getByRole('button', { name: 'Retry' }))
  const menu = await screen.findByRole('dialog', { name: MENU_TITLE })
  await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement))
  expect(screen.queryByRole('alert')).toBeNull()
  await user.keyboard('{Escape}')
  expect(screen.queryByRole('dialog')).toBeNull()
  expect(before).toHaveFocus()
})
