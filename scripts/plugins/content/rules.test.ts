import { entry, httpsEndpoint, link, linkProblem, list, optional, text, whole } from './rules'

describe('text', () => {
  test.each([
    [undefined, ['title is missing: add it']],
    [null, ['title is missing: add it']],
    [42, ['title must be text, got 42']],
    ['', ['title is empty: fill it in']],
    [' \n', ['title is empty: fill it in']],
    ['A title', []],
  ])('%j', (value, problems) => {
    expect(text(value, 'title')).toEqual(problems)
  })

  test('an unnamed value', () => {
    expect(text('', '')).toEqual(['the value is empty: fill it in'])
  })
})

describe('whole', () => {
  const month = whole(1, 12)
  test.each([
    [1, []],
    [12, []],
    [0, ['month 0 must be a whole number from 1 to 12']],
    [13, ['month 13 must be a whole number from 1 to 12']],
    [6.5, ['month 6.5 must be a whole number from 1 to 12']],
    ['6', ['month "6" must be a whole number from 1 to 12']],
    [null, ['month is missing: add it']],
    [undefined, ['month is missing: add it']],
  ])('%j', (value, problems) => {
    expect(month(value, 'month')).toEqual(problems)
  })
})

describe('links', () => {
  test.each([
    'https://github.com/someone',
    'http://example.com',
    'mailto:me@example.com',
    'https://example.com/a?b=c#d',
  ])('%s is absolute', (href) => {
    expect(linkProblem(href)).toBeNull()
  })

  test.each([
    ['github.com/someone', 'is not an absolute URL (start it with https://)'],
    ['https://', 'is not an absolute URL (start it with https://)'],
    ['//example.com', 'is not an absolute URL (start it with https://)'],
    ['me@example.com', 'is not an absolute URL (start it with mailto:)'],
    ['ftp://example.com', 'is not a web or mail address (start it with https://)'],
    ['localhost:3000', 'is not a web or mail address (start it with https://)'],
  ])('%s', (href, problem) => {
    expect(linkProblem(href)).toBe(problem)
  })

  test('a link field names itself, and a missing one says so', () => {
    expect(link('x.dev', 'href')).toEqual([
      'href "x.dev" is not an absolute URL (start it with https://)',
    ])
    expect(link('x.dev', '')).toEqual([
      'link "x.dev" is not an absolute URL (start it with https://)',
    ])
    expect(link(undefined, 'href')).toEqual(['href is missing: add it'])
  })
})

describe('httpsEndpoint', () => {
  test('an https:// address passes', () => {
    expect(httpsEndpoint('https://formspree.io/f/abc', 'endpoint')).toEqual([])
  })

  test.each([
    [
      'mailto:me@example.com',
      "must be an https:// address of a form service (a mailto: form is blocked by the page's policy)",
    ],
    [
      'http://forms.example.com/send',
      "must be an https:// address of a form service (a http: form is blocked by the page's policy)",
    ],
    ['formspree.io/f/abc', 'is not an absolute URL (start it with https://)'],
    ['https://', 'is not an absolute URL (start it with https://)'],
  ])('%s', (value, problem) => {
    expect(httpsEndpoint(value, 'endpoint')).toEqual([
      `endpoint ${JSON.stringify(value)} ${problem}`,
    ])
  })

  test('a missing one says so', () => {
    expect(httpsEndpoint(undefined, 'endpoint')).toEqual(['endpoint is missing: add it'])
  })
})

describe('list', () => {
  const tags = list(text)
  test.each([
    [undefined, ['tags is missing: add it']],
    [null, ['tags is missing: add it']],
    ['Python', ['tags must be a list [...]']],
    [[], ['tags is empty: add at least one']],
    [['a', ''], ['tags[1] is empty: fill it in']],
    [['a', 'b'], []],
  ])('%j', (value, problems) => {
    expect(tags(value, 'tags')).toEqual(problems)
  })

  test('a list that may be empty', () => {
    expect(list(text, { empty: true })([], 'tags')).toEqual([])
    expect(list(text, { empty: true })([''], 'tags')).toEqual(['tags[0] is empty: fill it in'])
  })
})

test('optional: left out passes, given it is checked', () => {
  expect(optional(list(text))(undefined, 'awards')).toEqual([])
  expect(optional(list(text))([], 'awards')).toEqual(['awards is empty: add at least one'])
})

describe('entry', () => {
  const project = entry<{ slug: string; title: string }>(
    'project',
    { slug: text, title: text },
    'slug',
  )

  test('named by its id, else by its place from 1, else by its noun', () => {
    expect(project({ slug: 'a', title: '' }, 'projects[0]')).toEqual([
      'project "a": title is empty: fill it in',
    ])
    expect(project({ slug: ' ', title: '' }, 'projects[11]')).toEqual([
      'project #12: slug is empty: fill it in',
      'project #12: title is empty: fill it in',
    ])
    expect(project({ title: '' }, 'projects[1].x')).toEqual([
      'project: slug is missing: add it',
      'project: title is empty: fill it in',
    ])
  })

  test.each([null, 'text', ['a'], 3])('%j is not an entry', (value) => {
    expect(project(value, 'projects[0]')).toEqual(['projects[0] must be an entry { ... }'])
  })
})
