// @vitest-environment happy-dom
import { SITE_SUMMARY } from '../routes'
import { headMeta } from './headMeta'

// A profile whose words look like markup: the head must keep them as plain text.
vi.mock('../content/profile', () => ({
  profile: {
    name: `Ann "A&B" O'Neil</script><script>alert(1)</script>`,
    role: '<b>Student</b>',
    tagline: 'Loves <i>tags</i> & "quotes".',
  },
}))

test('content with markup characters stays text in the tags and in the JSON-LD', () => {
  const doc = new DOMParser().parseFromString(`<head>${headMeta()}</head>`, 'text/html')
  const name = `Ann "A&B" O'Neil</script><script>alert(1)</script>`
  expect(doc.title).toBe(`${name} · <b>Student</b>`)
  expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
    `Loves <i>tags</i> & "quotes". ${SITE_SUMMARY}`,
  )
  const scripts = doc.querySelectorAll('script')
  expect(scripts).toHaveLength(1)
  expect(JSON.parse(scripts[0]?.textContent ?? '').name).toBe(name)
  expect(doc.querySelectorAll('b, i')).toHaveLength(0)
})
