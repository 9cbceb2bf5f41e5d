// @vitest-environment happy-dom
import { endsWhereItShould, HOSTILE_TEXT } from '../test/hostileText'
import { headMeta } from './headMeta'

// Every field of the JSON-LD holds text that means something to the HTML parser.
const words = vi.hoisted(() => ({ text: '' }))
vi.mock('../content/profile', () => ({
  profile: {
    get name() {
      return `${words.text} name`
    },
    get role() {
      return `${words.text} role`
    },
    tagline: 'Tagline.',
  },
}))
vi.mock('../content/education', () => ({
  university: {
    get school() {
      return `${words.text} university`
    },
  },
  highSchool: {
    get school() {
      return `${words.text} school`
    },
  },
}))
vi.mock('../site.config', () => ({
  siteUrl: 'https://name.github.io/',
  profileLinks: [
    {
      get href() {
        return `https://x.dev/${words.text}`
      },
    },
  ],
}))

test.each(HOSTILE_TEXT)('%j in every field of the JSON-LD stays text', (text) => {
  words.text = text
  const head = headMeta()
  const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(head)?.[1] ?? ''
  expect(endsWhereItShould(json)).toBe(true)
  expect(JSON.parse(json)).toMatchObject({
    name: `${text} name`,
    jobTitle: `${text} role`,
    affiliation: { name: `${text} university` },
    alumniOf: { name: `${text} school` },
    sameAs: [`https://x.dev/${text}`],
  })
  // Nothing after the JSON-LD is lost: it is the head's last element.
  const doc = new DOMParser().parseFromString(`<head>${head}</head>`, 'text/html')
  expect(doc.head.lastElementChild?.textContent).toBe(json)
})
