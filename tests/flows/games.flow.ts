import { describe, expect, test } from 'vitest'
import { type Board, type Direction, hasWon, isGameOver, move } from '../../src/games/g2048/logic'
import { GAME_OVER, moveOutcome, NO_MOVE } from '../../src/games/g2048/outcome'
import {
  correct,
  INVALID,
  MAX,
  MIN,
  OUT_OF_RANGE,
  TOO_HIGH,
  TOO_LOW,
} from '../../src/games/guess/logic'
import { BEST_KEY } from '../../src/games/guess/model'
import {
  ILLEGAL,
  MAX_DISKS,
  minMoves,
  press,
  type RodIndex,
  solvedMessage,
  start,
} from '../../src/games/hanoi/logic'
import { formatMs, TOO_SOON } from '../../src/games/reaction/logic'
import { findGame, type GameId, games, MENU_KEYWORD, MENU_TITLE } from '../../src/games/registry'
import { COLOURS, colourName, gameOverMessage } from '../../src/games/simon/logic'
import { axeInPage } from '../axe'
import { INSTALL_CONTRAST } from '../contrast'
import { G2048_KEYS } from '../g2048-keys'
import type { EnginePage } from './drivers/types'
import {
  abilities,
  appLive,
  button,
  centre,
  click,
  find,
  focused,
  pageOpener,
  waitFor,
} from './engine'

// Every game played to an outcome by keyboard and by pointer, in each engine. What needs
// Chromium's protocol stays in tests/e2e/: the paused clock (Simon's and Reaction's timings,
// nothing firing after a close), and 2048 played to its end (hundreds of moves, cheap over CDP
// and minutes over WebDriver); which chunks load (games-host.e2e.ts, the request events).

const open = pageOpener()
const DIALOG = '[role="dialog"]'

const dialogOpen = (page: EnginePage, title: string) =>
  waitFor(
    page,
    (t: string) => {
      const dialog = document.querySelector('[role="dialog"]')
      const label = document.getElementById(dialog?.getAttribute('aria-labelledby') ?? '')
      return label?.textContent?.trim() === t
    },
    `the dialog ${title}`,
    [title],
  )

const dialogClosed = (page: EnginePage) =>
  waitFor(page, () => !document.querySelector('[role="dialog"]'), 'the dialog to close')

/** Waits until the dialog shows `expected` somewhere in its text. */
const liveText = (page: EnginePage, expected: string) =>
  waitFor(
    page,
    (t: string) => document.querySelector('[role="dialog"]')?.textContent?.includes(t),
    `"${expected}" in the dialog`,
    [expected],
  )

/** Whether the dialog has an element whose whole text is `text`. */
const shows = (page: EnginePage, text: string) =>
  page.evaluate(
    (t: string) =>
      [...(document.querySelector('[role="dialog"]')?.querySelectorAll('*') ?? [])].some(
        (el) => el.childElementCount === 0 && el.textContent?.trim() === t,
      ),
    text,
  )

/** The game `id` opened by its keyword on the page, with its body (`ready`) loaded. */
async function openOn(page: EnginePage, id: GameId, ready: string) {
  const game = findGame(id)
  await page.keys(game.keyword)
  await dialogOpen(page, game.title)
  // The dialog is named before its body's chunk arrives: wait for the body, as a visitor does.
  await waitFor(page, (sel: string) => document.querySelector(sel) !== null, `${id}'s ${ready}`, [
    ready,
  ])
}

/** Home, with the game `id` opened by its keyword and its body (`ready`) loaded. */
async function openGame(id: GameId, ready: string, options = {}): Promise<EnginePage> {
  const page = await open('/', options)
  await openOn(page, id, ready)
  return page
}

/** The page loaded afresh: the app live again. */
async function reload(page: EnginePage) {
  await page.reload()
  await appLive(page)
}

/** The text of the dialog's live region (role="status"), trimmed. */
const statusText = (page: EnginePage) => page.text(`${DIALOG} [role="status"]`)

const statusIs = (page: EnginePage, expected: string) =>
  waitFor(
    page,
    (t: string) =>
      document.querySelector('[role="dialog"] [role="status"]')?.textContent?.trim() === t,
    `the status "${expected}"`,
    [expected],
  )

/**
 * Runs `action` and returns what the game's live region says next. Guess and 2048 put each
 * saying in a new element of the region (LiveRegion keys it by its number), so the same
 * text said again is heard again: the element there before the action is marked, and the
 * saying is the first unmarked one.
 */
async function nextSaying(page: EnginePage, action: () => Promise<void>): Promise<string> {
  await page.evaluate(() => {
    for (const el of document.querySelectorAll('[role="dialog"] [role="status"] > *'))
      el.setAttribute('data-heard', '')
  })
  await action()
  const said = await waitFor(
    page,
    () =>
      document
        .querySelector('[role="dialog"] [role="status"] > :not([data-heard])')
        ?.textContent?.trim(),
    'the game to say something',
  )
  return said ?? ''
}

/** Presses Tab until the focused element is the button named `name`. */
async function tabTo(page: EnginePage, name: string) {
  for (let i = 0; i < 12; i++) {
    if ((await focused(page)) === `button: ${name}`) return
    await page.press('Tab')
  }
  throw new Error(`Tab never reached the button ${name}; focus is on ${await focused(page)}`)
}

/** Whether the focus is inside the open dialog. */
const focusInDialog = (page: EnginePage) =>
  page.evaluate(
    () => document.querySelector('[role="dialog"]')?.contains(document.activeElement) === true,
  )

test(`each keyword opens its game as the one modal dialog, closed by Close Game or Escape, and focus returns; "${MENU_KEYWORD}" opens the menu, which holds the focus and leaves the page inert, and a choice replaces it`, async () => {
  const page = await open('/')
  // Focus on a link of the page, which each closed dialog hands back.
  const projects = await find(page, { role: 'link', name: 'Projects', within: 'nav' })
  await page.evaluate((sel: string) => document.querySelector<HTMLElement>(sel)!.focus(), projects)
  const projectsFocused = () =>
    waitFor(
      page,
      (sel: string) => document.activeElement === document.querySelector(sel),
      'focus back on Projects',
      [projects],
    )
  for (const [i, game] of games.entries()) {
    await page.keys(game.keyword)
    await dialogOpen(page, game.title)
    expect(await page.evaluate(() => document.querySelectorAll('[role="dialog"]').length)).toBe(1)
    expect(await page.attribute(DIALOG, 'aria-modal'), game.title).toBe('true')
    if (i % 2) await page.press('Escape')
    else await click(page, button('Close Game'))
    await dialogClosed(page)
    await projectsFocused()
  }

  await page.keys(MENU_KEYWORD)
  await dialogOpen(page, MENU_TITLE)
  // A button per game of the registry, named by its title, and Close Game.
  const buttons = await page.evaluate(() =>
    [...document.querySelectorAll('[role="dialog"] button')].map((b) => b.textContent?.trim()),
  )
  expect(buttons.sort()).toEqual([...games.map((g) => g.title), 'Close Game'].sort())
  expect(
    await page.evaluate(
      () => getComputedStyle(document.querySelector('[role="dialog"]')!).animationName,
    ),
  ).toBe('fade-in')
  expect(await page.attribute('#root', 'inert')).not.toBeNull()
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < buttons.length + 2; i++) {
      await page.press(key)
      expect(await focusInDialog(page), `${key} × ${i + 1}`).toBe(true)
    }
  }
  const guess = findGame('guess')
  await click(page, button(guess.title))
  await dialogOpen(page, guess.title)
  expect(await page.evaluate(() => document.querySelectorAll('[role="dialog"]').length)).toBe(1)
  await page.press('Escape')
  await dialogClosed(page)
  await projectsFocused()
  expect(await page.attribute('#root', 'inert')).toBeNull()
})

test(`axe finds no violations with each game open, its body loaded, nor with the menu ("${MENU_KEYWORD}") open`, async () => {
  const page = await open('/')
  for (const { keyword, title } of [...games, { keyword: MENU_KEYWORD, title: MENU_TITLE }]) {
    await page.keys(keyword)
    await dialogOpen(page, title)
    // Its body has come: the loading line gone, and a control besides Close Game.
    await waitFor(
      page,
      () => {
        const dialog = document.querySelector('[role="dialog"]')
        if (!dialog || dialog.textContent?.includes('Loading the game')) return false
        return [...dialog.querySelectorAll('button, input')].some(
          (el) => el.textContent?.trim() !== 'Close Game',
        )
      },
      `the body of ${title}`,
    )
    expect(await page.evaluate(axeInPage), title).toEqual([])
    await page.press('Escape')
    await dialogClosed(page)
  }
})

describe('Tower of Hanoi', () => {
  const ROD = `${DIALOG} button[aria-pressed]`
  const rod = (n: number) => button(`Rod ${n}`)

  /** The moves that take `n` disks from rod `a` to rod `c` (rods numbered 1 to 3). */
  const solution = (n: number, a = 1, b = 2, c = 3): [number, number][] =>
    n === 0 ? [] : [...solution(n - 1, a, c, b), [a, c], ...solution(n - 1, b, a, c)]

  /** The number of disks on the board, read from its counter ("Disks: 3"). */
  const disks = (page: EnginePage) =>
    waitFor(
      page,
      () =>
        Number(
          /Disks:\s*(\d+)/.exec(document.querySelector('[role="dialog"]')?.textContent ?? '')?.[1],
        ),
      "Hanoi's disks",
    )

  test('solved by clicking its rods, each click said as the rules say; an empty rod refused twice is said twice; an illegal move is refused', async () => {
    const page = await openGame('hanoi', ROD)
    const n = await disks(page)
    expect(await shows(page, 'Moves: 0')).toBe(true)
    expect(await shows(page, `Minimum moves: ${minMoves(n)}`)).toBe(true)
    const rods: string[] = []
    for (const i of [1, 2, 3]) rods.push(await find(page, rod(i)))
    const at = async (i: number) => rods[i - 1]!
    // The first clicks, each checked against what the rules say to it (logic.ts).
    let state = start(n)
    const said = async (i: number) => {
      state = press(state, (i - 1) as RodIndex)
      expect(await nextSaying(page, () => page.click(rods[i - 1]!))).toBe(state.message)
    }
    const [first, ...rest] = solution(n)
    await said(2)
    await said(2)
    await said(1)
    expect(await page.attribute(await at(1), 'aria-pressed')).toBe('true')
    await said(1)
    expect(await page.attribute(await at(1), 'aria-pressed')).toBe('false')
    await said(first![0])
    await said(first![1])
    // The next disk of rod 1 is larger than the one just moved.
    await said(1)
    await said(first![1])
    expect(state.message).toBe(ILLEGAL)
    expect(await shows(page, 'Moves: 1')).toBe(true)
    for (const [from, to] of rest) {
      await page.click(await at(from))
      await page.click(await at(to))
    }
    await statusIs(page, solvedMessage(minMoves(n)))
    expect(await shows(page, `Moves: ${minMoves(n)}`)).toBe(true)
  })

  test('a disk added, solved with the keys 1, 2 and 3; Add Disk stops at the most; Reset restarts', async () => {
    const page = await openGame('hanoi', ROD)
    const add = await find(page, button('Add Disk'))
    const n = (await disks(page)) + 1
    await page.click(add)
    await liveText(page, `Minimum moves: ${minMoves(n)}`)
    for (const [from, to] of solution(n)) await page.keys(`${from}${to}`)
    await statusIs(page, solvedMessage(minMoves(n)))

    for (let more = n + 1; more <= MAX_DISKS; more++) await page.click(add)
    await liveText(page, `Minimum moves: ${minMoves(MAX_DISKS)}`)
    expect(
      await page.evaluate((sel: string) => document.querySelector(sel)?.matches(':disabled'), add),
    ).toBe(true)
    await page.keys('12')
    await liveText(page, 'Moves: 1')
    await click(page, button('Reset'))
    await liveText(page, 'Moves: 0')
    expect(await shows(page, `Minimum moves: ${minMoves(MAX_DISKS)}`)).toBe(true)

    await page.press('Escape')
    await dialogClosed(page)
    await page.keys('1')
    expect(await page.evaluate(() => document.querySelector('[role="dialog"]') === null)).toBe(true)
  })
})

describe('Guess the Number', () => {
  const FIELD = `${DIALOG} input`

  /**
   * Halves the range by what the game says to each guess (`submit`) until it says the guess
   * was correct; returns the attempts.
   */
  async function playToWin(page: EnginePage, submit: (n: number) => Promise<void>) {
    let [low, high] = [MIN, MAX]
    for (let attempt = 1; low <= high; attempt++) {
      const guess = Math.floor((low + high) / 2)
      const said = await nextSaying(page, () => submit(guess))
      expect(await shows(page, `Attempts: ${attempt}`)).toBe(true)
      if (said === correct(attempt)) return attempt
      if (said === TOO_HIGH) high = guess - 1
      else if (said === TOO_LOW) low = guess + 1
      else throw new Error(`unexpected message after ${guess}: ${said}`)
    }
    throw new Error(`the range ran out without a correct guess`)
  }

  const fieldFocused = () => document.activeElement?.matches('[role="dialog"] input') === true

  test('won by keyboard in the field it focuses, which refuses words and numbers out of range; Enter on New Game restarts', async () => {
    const page = await openGame('guess', FIELD)
    // Its border reaches 3:1 against the field and against the dialog (WCAG 1.4.11).
    await page.evaluate(INSTALL_CONTRAST)
    const border = await page.evaluate((sel: string) => {
      const { rgba, shown, ratio } = window.__contrast
      const field = document.querySelector(sel)!
      const edge = rgba(getComputedStyle(field).borderTopColor).slice(0, 3)
      return [ratio(edge, shown(field)), ratio(edge, shown(field.parentElement))]
    }, FIELD)
    for (const r of border) expect(r).toBeGreaterThanOrEqual(3)
    // A phone shows digits, yet the field is text: "seven" is read and refused, not dropped.
    expect(await page.attribute(FIELD, 'type')).not.toBe('number')
    expect(await page.attribute(FIELD, 'inputmode')).toBe('numeric')
    await waitFor(page, fieldFocused, 'the field to focus')
    // The same refusal twice is said twice: a new saying each time (nextSaying).
    for (const [typed, answer] of [
      ['seven', INVALID],
      ['seven', INVALID],
      [String(MAX + 150), OUT_OF_RANGE],
    ] as const) {
      const said = await nextSaying(page, async () => {
        await page.keys(typed)
        await page.press('Enter')
      })
      expect(said).toBe(answer)
      expect(await shows(page, 'Attempts: 0')).toBe(true)
    }
    const attempts = await playToWin(page, async (n) => {
      expect(await page.evaluate(fieldFocused)).toBe(true)
      await page.keys(String(n))
      await page.press('Enter')
    })
    expect(attempts).toBeLessThanOrEqual(Math.ceil(Math.log2(MAX - MIN + 1)))
    expect(await focused(page)).toBe('button: New Game')
    await liveText(page, `Best: ${attempts}`)
    await page.press('Enter')
    await liveText(page, 'Attempts: 0')
    const buttons = await page.evaluate(() =>
      [...document.querySelectorAll('[role="dialog"] button')].map((b) => b.textContent?.trim()),
    )
    expect(buttons).not.toContain('New Game')
  })

  test('won by pointer: a click in the field, the number, a click on Guess; the best outlives a reload', async () => {
    const page = await openGame('guess', FIELD)
    const guessButton = await find(page, button('Guess'))
    const attempts = await playToWin(page, async (n) => {
      await page.type(FIELD, String(n))
      await page.click(guessButton)
    })
    await liveText(page, `Best: ${attempts}`)
    await click(page, button('New Game'))
    await liveText(page, 'Attempts: 0')

    await reload(page)
    await openOn(page, 'guess', FIELD)
    await liveText(page, `Best: ${attempts}`)
    await click(page, button('Close Game'))
    await dialogClosed(page)
  })

  /** Waits until the dialog shows exactly `best` as the best score. */
  const bestIs = (page: EnginePage, best: string) =>
    waitFor(
      page,
      (text: string) =>
        [...document.querySelectorAll('[role="dialog"] *')].some(
          (el) => el.childElementCount === 0 && el.textContent?.trim() === text,
        ),
      `"Best: ${best}"`,
      [`Best: ${best}`],
    )

  /** Stores `value` as the best, loads the page afresh and opens Guess: the visit after. */
  async function storedBefore(page: EnginePage, value: string) {
    await page.evaluate((k: string, v: string) => localStorage.setItem(k, v), BEST_KEY, value)
    await reload(page)
    await openOn(page, 'guess', FIELD)
    await waitFor(page, fieldFocused, 'the field to focus')
  }

  const byKeys = (page: EnginePage) => async (n: number) => {
    await page.keys(String(n))
    await page.press('Enter')
  }

  test('a stored best that is no positive number is ignored, and the next win sets one; with storage full, the new best is what the visitor sees, now and after reopening', async () => {
    const page = await open('/')
    for (const stored of ['0', '-3', 'many']) {
      await storedBefore(page, stored)
      await bestIs(page, '–')
      const attempts = await playToWin(page, byKeys(page))
      await bestIs(page, String(attempts))
      await click(page, button('Close Game'))
      await dialogClosed(page)
    }
    // An older best of 50 attempts is stored; every write is then refused (quota full).
    await storedBefore(page, '50')
    await page.evaluate(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      }
    })
    await bestIs(page, '50')
    const attempts = await playToWin(page, byKeys(page))
    await bestIs(page, String(attempts))
    await click(page, button('Close Game'))
    await dialogClosed(page)
    await openOn(page, 'guess', FIELD)
    await bestIs(page, String(attempts))
    expect(
      await page.evaluate((k: string) => localStorage.getItem(k), BEST_KEY),
      'the refused write',
    ).toBe('50')
  })
})

describe('2048', () => {
  const GRID = `${DIALOG} [role="grid"]`

  /** The board as its grid's rows of cells read it. */
  const readBoard = (page: EnginePage): Promise<Board> =>
    page.evaluate(() =>
      [...document.querySelectorAll('[role="dialog"] [role="grid"] [role="row"]')].map((row) =>
        [...row.querySelectorAll('[role="gridcell"]')].map((cell) =>
          cell.textContent ? Number(cell.textContent) : null,
        ),
      ),
    )

  /**
   * One move made by `act`, checked by the rules: either the tiles slid as `move` says, one
   * new 2 or 4 came on an empty cell and the game said what `moveOutcome` says, or nothing
   * moved and it said so. Every action must be answered. Returns the points the move made,
   * or null when nothing moved.
   */
  async function checkedMove(
    page: EnginePage,
    direction: Direction,
    score: number,
    act: () => Promise<void>,
  ): Promise<number | null> {
    const before = await readBoard(page)
    const said = await nextSaying(page, act)
    const after = await readBoard(page)
    const expected = move(before, direction)
    if (!expected.changed) {
      expect(after).toEqual(before)
      expect(said).toBe(isGameOver(before) ? GAME_OVER : NO_MOVE)
      return null
    }
    const slid = expected.board.flat()
    const fresh = after.flat().flatMap((v, i) => (v === slid[i] ? [] : [{ v, was: slid[i] }]))
    expect(fresh, `one new tile on an empty cell after ${direction}`).toEqual([
      { v: expect.toSatisfy((v) => v === 2 || v === 4), was: null },
    ])
    const outcome = moveOutcome({
      direction,
      gained: expected.gained,
      score: score + expected.gained,
      won: hasWon(after) && !hasWon(before),
      over: isGameOver(after),
    })
    expect(said).toBe(outcome)
    return expected.gained
  }

  /** Makes every move in `moves` through `act`; returns how many moved and the score. */
  async function play(page: EnginePage, moves: [Direction, () => Promise<void>][], from = 0) {
    let score = from
    let moved = 0
    for (const [direction, act] of moves) {
      const gained = await checkedMove(page, direction, score, act)
      if (gained === null) continue
      moved++
      score += gained
    }
    return { moved, score }
  }

  const scoreShown = (page: EnginePage, score: number) => liveText(page, `Score: ${score}`)

  /** A swipe of 120 px from the board's centre in each direction. */
  const swipes = (
    page: EnginePage,
    from: { x: number; y: number },
    pointer: 'mouse' | 'touch',
  ): [Direction, () => Promise<void>][] =>
    (
      [
        ['left', -120, 0],
        ['up', 0, -120],
        ['right', 120, 0],
        ['down', 0, 120],
      ] as const
    ).map(([direction, x, y]) => [direction, () => page.drag(from, { x, y }, pointer)])

  test('a 4 × 4 board of two tiles, coloured by value, moves by the rules with the arrow keys and W A S D', async () => {
    const page = await openGame('g2048', GRID)
    const start = await readBoard(page)
    expect(start.map((row) => row.length)).toEqual([4, 4, 4, 4])
    expect(start.flat().filter((v) => v !== null)).toHaveLength(2)
    // Each empty cell's edge reaches 3:1 against the board (WCAG 1.4.11): the border where it
    // is drawn, else the cell's own colour.
    await page.evaluate(INSTALL_CONTRAST)
    const edges = await page.evaluate(() =>
      [...document.querySelectorAll('[role="dialog"] [role="gridcell"]')]
        .filter((cell) => cell.textContent === '')
        .map((cell) => {
          const { rgba, shown, ratio } = window.__contrast
          const s = getComputedStyle(cell)
          const [r = 0, g = 0, b = 0, a = 1] = rgba(s.borderTopColor)
          const edge = Number.parseFloat(s.borderTopWidth) > 0 && a > 0 ? [r, g, b] : shown(cell)
          return ratio(edge, shown(cell.parentElement))
        }),
    )
    expect(edges).toHaveLength(14)
    for (const r of edges) expect(r).toBeGreaterThanOrEqual(3)
    // A tile and an empty cell do not share a background, and a tile's is not transparent.
    const backgrounds = await page.evaluate(() => {
      const cells = [...document.querySelectorAll('[role="dialog"] [role="gridcell"]')]
      const bg = (cell?: Element) => (cell ? getComputedStyle(cell).backgroundColor : null)
      return [bg(cells.find((c) => c.textContent)), bg(cells.find((c) => !c.textContent))]
    })
    expect(backgrounds[0]).not.toBe(backgrounds[1])
    expect(backgrounds[0]).not.toMatch(/^rgba\(.*, 0\)$/)
    const { moved, score } = await play(
      page,
      G2048_KEYS.map(([key, direction]) => [direction, () => page.press(key)]),
    )
    // Of any two opposite moves on a board with room, one moves a tile.
    expect(moved).toBeGreaterThanOrEqual(2)
    await scoreShown(page, score)
  })

  test('moves by the rules with the move buttons and a mouse swipe on the board', async () => {
    const page = await openGame('g2048', GRID)
    const buttons: [string, Direction][] = [
      ['Up', 'up'],
      ['Left', 'left'],
      ['Down', 'down'],
      ['Right', 'right'],
    ]
    const clicks: [Direction, () => Promise<void>][] = []
    for (const [name, direction] of buttons) {
      const target = await find(page, button(name, `${DIALOG} [role="group"]`))
      clicks.push([direction, () => page.click(target)])
    }
    const byButton = await play(page, clicks)
    expect(byButton.moved).toBeGreaterThanOrEqual(1)
    const bySwipe = await play(
      page,
      swipes(page, await centre(page, GRID), 'mouse'),
      byButton.score,
    )
    expect(bySwipe.moved).toBeGreaterThanOrEqual(1)
    await scoreShown(page, bySwipe.score)
  })

  // Only where the engine's automation can send touch (WebKitGTK's cannot) at a phone's width,
  // and ask for reduced motion (every engine that sends touch can).
  const touchTest =
    abilities.touch && abilities.phoneWidth && abilities.reducedMotion ? test : () => {}
  touchTest(
    'on a 375 px touch screen, with reduced motion, the dialog fits and shows without animation; a finger swiped on the board moves it by the rules, and the page does not scroll',
    async () => {
      const page = await openGame('g2048', GRID, {
        width: 375,
        height: 560,
        touch: true,
        reducedMotion: true,
      })
      const layout = await page.evaluate(() => {
        const inside = (el: Element) => {
          const box = el.getBoundingClientRect()
          return box.left >= 0 && box.right <= innerWidth
        }
        const dialog = document.querySelector('[role="dialog"]')!
        const grid = dialog.querySelector('[role="grid"]')!
        return {
          inside: inside(dialog) && inside(grid),
          animation: getComputedStyle(dialog).animationName,
          grid: getComputedStyle(grid).touchAction,
          dialog: getComputedStyle(dialog).touchAction,
        }
      })
      expect(layout).toEqual({ inside: true, animation: 'none', grid: 'none', dialog: 'auto' })
      const scrolls = () =>
        page.evaluate(() => [
          window.scrollY,
          document.querySelector('[role="dialog"]')!.parentElement!.scrollTop,
        ])
      const before = await scrolls()
      const moves = swipes(page, await centre(page, GRID), 'touch').map(
        ([direction, act]): [Direction, () => Promise<void>] => [
          direction,
          async () => {
            await act()
            expect(await scrolls()).toEqual(before)
          },
        ],
      )
      const { moved, score } = await play(page, moves)
      expect(moved).toBeGreaterThanOrEqual(2)
      await scoreShown(page, score)
    },
  )
})

describe('Simon Says', () => {
  const PADS = `${DIALOG} button[data-lit]`
  const NAMES = COLOURS.map(colourName)
  const STEP = new RegExp(`^(${NAMES.join('|')}) \\((\\d+) of (\\d+)\\)$`)

  /**
   * Notes in the page every change of what the game shows: its status text and the lit pad.
   * A colour is shown for 600 ms, which a poll over WebDriver can miss under load.
   */
  const record = (page: EnginePage) =>
    page.evaluate(() => {
      const dialog = document.querySelector('[role="dialog"]')!
      const seen: { status: string; lit: string | null }[] = []
      ;(window as unknown as { __shown: typeof seen }).__shown = seen
      new MutationObserver(() => {
        const status = dialog.querySelector('[role="status"]')?.textContent?.trim() ?? ''
        const lit = dialog.querySelector('[data-lit="true"]')?.textContent?.trim() ?? null
        const last = seen[seen.length - 1]
        if (last?.status !== status || last?.lit !== lit) seen.push({ status, lit })
      }).observe(dialog, { subtree: true, childList: true, characterData: true, attributes: true })
      return true
    })

  /**
   * Waits until the pads take presses after the sequence of round `round` was shown, and
   * returns its colours as they were announced, each lit while it was announced.
   */
  async function watchRound(page: EnginePage, round: number): Promise<string[]> {
    const shown = await waitFor(
      page,
      (n: number) => {
        const seen = (window as unknown as { __shown: { status: string; lit: string | null }[] })
          .__shown
        const accepting = document.querySelector('[role="dialog"] [aria-disabled="false"]')
        return accepting && seen.some((s) => s.status.endsWith(`(${n} of ${n})`)) ? seen : null
      },
      `round ${round} to be shown`,
      [round],
    )
    const steps = new Map<number, { colour: string; lit: string | null }>()
    for (const { status, lit } of shown ?? []) {
      const [, colour, position, total] = STEP.exec(status) ?? []
      if (Number(total) === round && !steps.has(Number(position)))
        steps.set(Number(position), { colour: colour!, lit })
    }
    expect([...steps.keys()]).toEqual(Array.from({ length: round }, (_, i) => i + 1))
    for (const { colour, lit } of steps.values()) expect(lit, 'the pad lit').toBe(colour)
    return [...steps.values()].map((s) => s.colour)
  }

  /**
   * Starts with `start`, repeats round 1 with `press`, then presses a wrong colour in round 2:
   * the game is over with a score of 1.
   */
  async function play(
    page: EnginePage,
    start: () => Promise<void>,
    press: (colour: string) => Promise<void>,
  ) {
    await record(page)
    await start()
    const first = await watchRound(page, 1)
    for (const colour of first) await press(colour)
    await liveText(page, 'Score: 1')
    const second = await watchRound(page, 2)
    expect(second[0]).toBe(first[0])
    await press(NAMES.find((name) => name !== second[0])!)
    await statusIs(page, gameOverMessage(1))
    await liveText(page, 'Best: 1')
  }

  test('a round repeated with Tab and Enter, then a wrong pad ends the game', async () => {
    const page = await openGame('simon', PADS)
    await play(
      page,
      async () => {
        await tabTo(page, 'Start')
        await page.press('Enter')
      },
      async (colour) => {
        await tabTo(page, colour)
        await page.press('Enter')
      },
    )
  })

  test('a round repeated by clicking the pads, then a wrong pad ends the game', async () => {
    const page = await openGame('simon', PADS)
    const pads = new Map<string, string>()
    for (const name of NAMES) pads.set(name, await find(page, button(name)))
    const start = await find(page, button('Start'))
    await play(
      page,
      () => page.click(start),
      (colour) => page.click(pads.get(colour)!),
    )
  })
})

describe('Reaction Timer', () => {
  const TARGET = `${DIALOG} button[data-state]`

  const stateIs = (page: EnginePage, state: string) =>
    waitFor(
      page,
      (sel: string, s: string) => document.querySelector(sel)?.getAttribute('data-state') === s,
      `the target to be ${state}`,
      [TARGET, state],
    )

  /**
   * Waits for the target to turn ready, answers with `hit` and checks the time the game
   * says: "N ms", no longer than the test waited, and the best time.
   */
  async function measured(page: EnginePage, hit: () => Promise<void>) {
    const since = Date.now()
    await stateIs(page, 'ready')
    await hit()
    await stateIs(page, 'clicked')
    const waited = Date.now() - since
    const said = await statusText(page)
    const ms = Number.parseInt(said, 10)
    expect(said).toBe(formatMs(ms))
    expect(ms).toBeGreaterThanOrEqual(0)
    expect(ms).toBeLessThanOrEqual(waited)
    await liveText(page, `Best: ${formatMs(ms)}`)
  }

  test('Enter on Start, then Space on the target when it is green, measures a time', async () => {
    const page = await openGame('reaction', TARGET)
    await tabTo(page, 'Start')
    await page.press('Enter')
    await stateIs(page, 'waiting')
    expect(await page.evaluate((t: string) => document.activeElement?.matches(t), TARGET)).toBe(
      true,
    )
    await measured(page, () => page.press(' '))
  })

  test('a click before green is too soon; after Try Again a click on green measures a time', async () => {
    const page = await openGame('reaction', TARGET)
    await click(page, button('Start'))
    await stateIs(page, 'waiting')
    await page.click(TARGET)
    await statusIs(page, TOO_SOON)
    await click(page, button('Try Again'))
    await measured(page, () => page.click(TARGET))
  })
})
