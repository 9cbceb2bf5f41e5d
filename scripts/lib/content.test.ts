import { allContent } from '../../src/content/all'
import { screens } from '../../src/routes'
import { loadContent, loadScreens } from './content.mjs'

// The asset commands load the content through Vite from Node; the unit tests import it.
test('the asset commands read the same content as the unit tests', async () => {
  expect(await loadContent()).toEqual(allContent)
})

test("the commands that visit every screen read the route table's", async () => {
  const read = await loadScreens()
  expect(read.map((s) => [s.path, s.title])).toEqual(screens.map((s) => [s.path, s.title]))
})
