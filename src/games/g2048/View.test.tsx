// @vitest-environment happy-dom
import { act, fireEvent, render, screen, within } from '@testing-library/preact'
import userEvent from '@testing-library/user-event'
import { BEST_KEY } from './model'
import { GAME_OVER } from './outcome'
import { View } from './View'

/** The tile texts of the board, row by row. */
function cells(): string[][] {
  return within(screen.getByRole('grid'))
    .getAllByRole('row')
    .map((row) =>
      within(row)
        .getAllByRole('gridcell')
        .map((cell) => cell.textContent ?? ''),
    )
}

/** A small seeded generator so that a whole game plays the same way every run. */
function seeded(seed: number) {
  return () => {
    seed = (seed * 1664525 + 1013904223) % 2 ** 32
    return seed / 2 ** 32
  }
}

// Set rather than cleared: the storage helper would fall back to what it remembers in memory.
beforeEach(() => {
  localStorage.setItem(BEST_KEY, '0')
})

describe('2048 view', () => {
  test('a 4x4 grid in reading order with two tiles at start', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0)
    render(<View />)
    expect(cells()).toEqual([
      ['2', '2', '', ''],
      ['', '', '', ''],
      ['', '', '', ''],
      ['', '', '', ''],
    ])
    expect(screen.getByText(/score:/i)).toHaveTextContent('Score: 0')
  })

  test.each([
    ['{ArrowLeft}', ['4', '2', '', '']],
    ['a', ['4', '2', '', '']],
    ['A', ['4', '2', '', '']],
    ['{ArrowRight}', ['2', '', '', '4']],
    ['d', ['2', '', '', '4']],
  ])('key %s moves and merges', async (key, firstRow) => {
    vi.spyOn(Math, 'random').mockReturnValue(0)
    const user = userEvent.setup()
    render(<View />)
    await user.keyboard(key)
    expect(cells()[0]).toEqual(firstRow)
    expect(screen.getByText(/score:/i)).toHaveTextContent('Score: 4')
    expect(screen.getByText(/best:/i)).toHaveTextContent('Best: 4')
    expect(localStorage.getItem(BEST_KEY)).toBe('4')
  })

  test('a key that changes nothing adds no tile, and W/S move up and down', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0)
    const user = userEvent.setup()
    render(<View />)
    await user.keyboard('w')
    expect(cells().flat().filter(Boolean)).toHaveLength(2)
    await user.keyboard('s')
    expect(cells()[3]).toEqual(['2', '2', '', ''])
    expect(cells()[0]).toEqual(['2', '', '', ''])
  })

  test('keys pressed with Ctrl are left to the browser', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0)
    const user = userEvent.setup()
    render(<View />)
    await user.keyboard('{Control>}{ArrowRight}{/Control}')
    expect(cells()[0]).toEqual(['2', '2', '', ''])
  })

  test.each([
    [{ x: 100, y: 0 }, ['2', '', '', '4']],
    [{ x: -80, y: 10 }, ['4', '2', '', '']],
    [{ x: 5, y: 90 }, ['2', '', '', '']],
    [{ x: 10, y: 5 }, ['2', '2', '', '']],
  ])('a swipe by %j on the board gives the first row %j', (travel, firstRow) => {
    vi.spyOn(Math, 'random').mockReturnValue(0)
    render(<View />)
    const grid = screen.getByRole('grid')
    fireEvent.pointerDown(grid, { pointerId: 1, clientX: 150, clientY: 150 })
    fireEvent.pointerUp(grid, { pointerId: 1, clientX: 150 + travel.x, clientY: 150 + travel.y })
    expect(cells()[0]).toEqual(firstRow)
  })

  test.each([
    ['Left', ['4', '2', '', ''], ['', '', '', '']],
    ['Right', ['2', '', '', '4'], ['', '', '', '']],
    ['Down', ['2', '', '', ''], ['2', '2', '', '']],
    ['Up', ['2', '2', '', ''], ['', '', '', '']],
  ])('one tap on the %s button moves (first and last rows after)', async (name, first, last) => {
    vi.spyOn(Math, 'random').mockReturnValue(0)
    const user = userEvent.setup()
    render(<View />)
    const moves = screen.getByRole('group', { name: 'Moves' })
    await user.click(within(moves).getByRole('button', { name }))
    expect(cells()[0]).toEqual(first)
    expect(cells()[3]).toEqual(last)
  })

  test('plays to "Game Over! No moves left." and New Game starts again keeping the best', async () => {
    vi.spyOn(Math, 'random').mockImplementation(seeded(7))
    const user = userEvent.setup()
    render(<View />)
    const keys = ['{ArrowUp}', '{ArrowLeft}', '{ArrowDown}', '{ArrowRight}']
    for (let i = 0; i < 3000 && !screen.queryByText(GAME_OVER); i++) {
      await user.keyboard(keys[i % 4]!)
    }
    expect(screen.getByRole('status')).toHaveTextContent(GAME_OVER)
    expect(cells().flat().every(Boolean)).toBe(true)
    const best = Number(localStorage.getItem(BEST_KEY))
    expect(best).toBeGreaterThan(0)
    await user.click(screen.getByRole('button', { name: 'New Game' }))
    expect(screen.getByRole('status').textContent).toBe('New game.')
    expect(cells().flat().filter(Boolean)).toHaveLength(2)
    expect(screen.getByText(/best:/i)).toHaveTextContent(`Best: ${best}`)
  }, 30_000)

  test('the best score of an earlier visit is shown', () => {
    localStorage.setItem(BEST_KEY, '512')
    render(<View />)
    expect(screen.getByText(/best:/i)).toHaveTextContent('Best: 512')
  })

  test('unmounting removes the key listener it added', () => {
    const add = vi.spyOn(document, 'addEventListener')
    const remove = vi.spyOn(document, 'removeEventListener')
    const { unmount } = render(<View />)
    const listener = add.mock.calls.find(([type]) => type === 'keydown')?.[1]
    expect(listener).toBeTypeOf('function')
    act(() => {
      unmount()
    })
    expect(remove).toHaveBeenCalledWith('keydown', listener)
  })
})
