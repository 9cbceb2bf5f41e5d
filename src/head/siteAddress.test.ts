import { siteAddress } from './siteAddress'

test.each([
  ['https://avery.dev', 'https://avery.dev/'],
  ['https://avery.dev/', 'https://avery.dev/'],
  ['https://name.github.io/portfolio', 'https://name.github.io/portfolio/'],
  ['  https://name.github.io/portfolio/?ref=x#top ', 'https://name.github.io/portfolio/'],
  ['http://localhost:4173/', 'http://localhost:4173/'],
])('%j is read as %j', (raw, address) => {
  expect(siteAddress(raw)).toBe(address)
})

test.each(['', 'avery.dev', '/portfolio/', 'ftp://avery.dev/'])(
  '%j stops the build with a message naming the setting',
  (raw) => {
    expect(() => siteAddress(raw)).toThrow(/siteUrl \(VITE_SITE_URL\)/)
  },
)
