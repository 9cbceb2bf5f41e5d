import { allContent } from '../../src/content/all'
import { screens } from '../../src/routes'
import { loadContent, loadScreens } from './content.mjs'

// Each load starts a Vite server: 5.1 s once on two cores busy with browser tests, past
// Vitest's 5 s default.
const VITE_LOAD = 30_000

// The asset commands load the content through Vite from Node; the unit tests import it.
test(
  'the asset commands read the same content as the unit tests',
  async () => {
    expect(await loadContent()).toEqual(allContent)
  },
  VITE_LOAD,
)

test(
  "the commands that visit every screen read the route table's",
  async () => {
    const read = await loadScreens()
    expect(read.map((s) => [s.path, s.title])).toEqual(screens.map((s) => [s.path, s.title]))
  },
  VITE_LOAD,
)
