import { describe, expect, test } from 'vitest'
import { gameOf, openGame, winGuess } from './abuse-kit'
import { type OpenOptions, pageOpener } from './harness'

const open = pageOpener()

describe('storage that reads but cannot write (quota full)', () => {
  // An older best of 50 attempts is stored; every write is then refused.
  const FULL: OpenOptions = {
    initScript: `if (location.protocol === 'http:') {
      localStorage.setItem('games.guess.best', '50')
      Storage.prototype.setItem = function () {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      }
    }`,
  }

  test('Guess: the new best is what the visitor sees, now and after reopening', async () => {
    const { page } = await open('/', FULL)
    await openGame(page, gameOf('guess'))
    const dialog = page.getByRole('dialog')
    expect(await dialog.getByText('Best: 50').count()).toBe(1)
    const attempts = await winGuess(page)
    await dialog.getByText(`Best: ${attempts}`).waitFor()
    await dialog.getByRole('button', { name: 'Close Game' }).click()
    await openGame(page, gameOf('guess'))
    expect(await page.getByRole('dialog').getByText(`Best: ${attempts}`).count()).toBe(1)
  })
})

test.each(['0', '-3', 'many'])(
  'a stored best score of %j is ignored, and the next win sets one',
  async (stored) => {
    const { page } = await open('/', {
      // Only in the site's pages: the blank page a tab starts with has no storage to touch.
      initScript: `if (location.protocol === 'http:') localStorage.setItem('games.guess.best', ${JSON.stringify(stored)})`,
    })
    await openGame(page, gameOf('guess'))
    const dialog = page.getByRole('dialog')
    expect(await dialog.getByText('Best: –').count()).toBe(1)
    const attempts = await winGuess(page)
    await dialog.getByText(`Best: ${attempts}`).waitFor()
  },
)
