import { manifestWithId, pwaOptions } from './pwa'

test("the built manifest's id is the site's folder, the rest as configured", () => {
  const json = JSON.stringify(pwaOptions.manifest)
  const built = JSON.parse(manifestWithId(json, '/cv/site/'))
  expect(built.id).toBe('/cv/site/')
  expect({ ...built, id: './' }).toEqual(pwaOptions.manifest)
  expect(JSON.parse(manifestWithId(json, '/')).id).toBe('/')
})
