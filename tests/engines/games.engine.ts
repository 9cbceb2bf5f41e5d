import { describe, expect, test } from 'vitest'
import { type Board, type Direction, hasWon, isGameOver, move } from '../../src/games/g2048/logic'
import { GAME_OVER, moveOutcome, NO_MOVE } from '../../src/games/g2048/outcome'
import { correct, MAX, MIN, TOO_HIGH, TOO_LOW } from '../../src/games/guess/logic'
import { solvedMessage } from '../../src/games/hanoi/logic'
import { formatMs, TOO_SOON } from '../../src/games/reaction/logic'
import { findGame, type GameId, games } from '../../src/games/registry'
import { COLOURS, colourName, gameOverMessage } from '../../src/games/simon/logic'
import { G2048_KEYS } from '../g2048-keys'
import type { EnginePage } from './drivers/types'
import { abilities, centre, find, focused, pageOpener, waitFor } from './engine'

const open = pageOpener()

/** The name of the open dialog, or null. */
const dialogName = (page: EnginePage) =>
  page.evaluate(() => {
    const dialog = document.querySelector('[role="dialog"]')
    const label = dialog && document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')
    return label?.textContent?.trim() ?? null
  })

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

/** The Hanoi moves that take `n` disks from rod `from` to rod `to`. */
function hanoiMoves(n: number, from = 0, to = 2, via = 1): [number, number][] {
  if (n === 0) return []
  return [...hanoiMoves(n - 1, from, via, to), [from, to], ...hanoiMoves(n - 1, via, to, from)]
}

/** The number of disks Hanoi starts with, read from its counter ("Disks: 3"). */
const hanoiDisks = (page: EnginePage) =>
  waitFor(
    page,
    () => {
      const text = document.querySelector('[role="dialog"]')?.textContent ?? ''
      return Number(/Disks:\s*(\d+)/.exec(text)?.[1] ?? 0)
    },
    "Hanoi's disks",
  )

const liveText = (page: EnginePage, expected: string) =>
  waitFor(
    page,
    (t: string) => document.querySelector('[role="dialog"]')?.textContent?.includes(t),
    `"${expected}" in the dialog`,
    [expected],
  )

describe('games', () => {
  test('typing each keyword opens its game, and Escape closes it', async () => {
    const page = await open('/')
    for (const game of games) {
      await page.keys(game.keyword)
      await dialogOpen(page, game.title)
      expect(await dialogName(page)).toBe(game.title)
      await page.press('Escape')
      await dialogClosed(page)
    }
  })

  test('Tower of Hanoi is solved with the keys 1, 2 and 3', async () => {
    const page = await open('/')
    const hanoi = findGame('hanoi')
    await page.keys(hanoi.keyword)
    await dialogOpen(page, hanoi.title)
    const moves = hanoiMoves(await hanoiDisks(page))
    for (const [from, to] of moves) await page.keys(`${from + 1}${to + 1}`)
    await liveText(page, solvedMessage(moves.length))
  })

  test('Tower of Hanoi is solved by clicking its rods', async () => {
    const page = await open('/')
    const hanoi = findGame('hanoi')
    await page.keys(hanoi.keyword)
    await dialogOpen(page, hanoi.title)
    const moves = hanoiMoves(await hanoiDisks(page))
    await page.evaluate(() => {
      const rods = document.querySelectorAll('[role="dialog"] button[aria-pressed]')
      for (const [i, rod] of rods.entries()) rod.setAttribute('data-rod', String(i))
    })
    for (const [from, to] of moves) {
      await page.click(`[data-rod="${from}"]`)
      await page.click(`[data-rod="${to}"]`)
    }
    await liveText(page, solvedMessage(moves.length))
  })
})

/** Home, with the game `id` opened by its keyword and its body (`ready`) loaded. */
async function openGame(id: GameId, ready: string): Promise<EnginePage> {
  const page = await open('/')
  const game = findGame(id)
  await page.keys(game.keyword)
  await dialogOpen(page, game.title)
  // A boolean, not the element: an element does not come back from the page alike in
  // every driver (BiDi gives puppeteer nothing truthy for it).
  await waitFor(
    page,
    (sel: string) => document.querySelector(sel) !== null,
    `the game's ${ready}`,
    [ready],
  )
  return page
}

/** The text of the dialog's live region (role="status"), trimmed. */
const statusText = (page: EnginePage) =>
  page.evaluate(
    () => document.querySelector('[role="dialog"] [role="status"]')?.textContent?.trim() ?? '',
  )

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

describe('Guess the Number', () => {
  const FIELD = '[role="dialog"] input'

  /**
   * Halves the range by what the game says to each guess (`submit`) until it says the guess
   * was correct; returns the attempts.
   */
  async function playToWin(page: EnginePage, submit: (n: number) => Promise<void>) {
    let [low, high] = [MIN, MAX]
    for (let attempt = 1; low <= high; attempt++) {
      const guess = Math.floor((low + high) / 2)
      const said = await nextSaying(page, () => submit(guess))
      if (said === correct(attempt)) return attempt
      if (said === TOO_HIGH) high = guess - 1
      else if (said === TOO_LOW) low = guess + 1
      else throw new Error(`unexpected message after ${guess}: ${said}`)
    }
    throw new Error(`the range ran out without a correct guess`)
  }

  test('is won by keyboard: digits and Enter in the field it focuses', async () => {
    const page = await openGame('guess', FIELD)
    await waitFor(page, () => document.activeElement?.tagName === 'INPUT', 'the field to focus')
    const attempts = await playToWin(page, async (n) => {
      await page.keys(String(n))
      await page.press('Enter')
    })
    expect(attempts).toBeLessThanOrEqual(Math.ceil(Math.log2(MAX - MIN + 1)))
    expect(await focused(page)).toBe('button: New Game')
    await liveText(page, `Best: ${attempts}`)
  })

  test('is won by pointer: a click in the field, the number, a click on Guess', async () => {
    const page = await openGame('guess', FIELD)
    const guessButton = await find(page, '[role="dialog"] form button', 'Guess')
    const attempts = await playToWin(page, async (n) => {
      await page.type(FIELD, String(n))
      await page.click(guessButton)
    })
    await liveText(page, `Best: ${attempts}`)
  })
})

describe('2048', () => {
  const GRID = '[role="dialog"] [role="grid"]'

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

  test('moves by the rules with the arrow keys and W A S D', async () => {
    const page = await openGame('g2048', GRID)
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
      const button = await find(page, '[role="dialog"] [role="group"] button', name)
      clicks.push([direction, () => page.click(button)])
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

  // Only where the engine's automation can send touch (WebKitGTK's cannot).
  const touchTest = abilities.touch ? test : () => {}
  touchTest('moves by the rules with a finger swiped on the board', async () => {
    const page = await openGame('g2048', GRID)
    const { moved, score } = await play(page, swipes(page, await centre(page, GRID), 'touch'))
    expect(moved).toBeGreaterThanOrEqual(1)
    await scoreShown(page, score)
  })
})

describe('Simon Says', () => {
  const PADS = '[role="dialog"] button[data-lit]'
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
    for (const name of NAMES) pads.set(name, await find(page, PADS, name))
    const start = await find(page, '[role="dialog"] button', 'Start')
    await play(
      page,
      () => page.click(start),
      (colour) => page.click(pads.get(colour)!),
    )
  })
})

describe('Reaction Timer', () => {
  const TARGET = '[role="dialog"] button[data-state]'

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
    await page.click(await find(page, '[role="dialog"] button', 'Start'))
    await stateIs(page, 'waiting')
    await page.click(TARGET)
    await statusIs(page, TOO_SOON)
    await page.click(await find(page, '[role="dialog"] button', 'Try Again'))
    await measured(page, () => page.click(TARGET))
  })
})
