// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/preact'
import userEvent from '@testing-library/user-event'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { allSkills } from '../content/skills'

// The boundary round the live sphere (LiveSphere.tsx, a chunk of its own): each test takes a
// fresh copy of the module, whose download of that chunk it holds back or fails.

/** The live sphere's download, held until `release()`. */
function holdLiveSphere() {
  let release = () => {}
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  vi.doMock('./LiveSphere', async (importOriginal) => {
    await gate
    return importOriginal()
  })
  return () => act(async () => release())
}

async function freshSphere() {
  vi.resetModules()
  return import('./SkillSphere')
}

/** What the live sphere asks of the page once mounted: the idle callback it waits for. */
const idleAsked = vi.fn()
beforeEach(() => {
  vi.stubGlobal('requestIdleCallback', idleAsked)
  vi.stubGlobal('cancelIdleCallback', () => {})
})
afterEach(() => {
  vi.doUnmock('./LiveSphere')
  vi.doUnmock('../lib/loadCode')
})

const sphere = () => screen.getByRole('img', { name: /skill sphere/ })
const liveSphereArrived = () => vi.waitFor(() => expect(idleAsked).toHaveBeenCalled())

test('hydrating the pre-rendered sphere keeps its nodes while the live part downloads, then brings it to life', async () => {
  // The build's HTML: rendered with the live part's code there, as the pre-render does.
  const built = await freshSphere()
  expect(await built.loadLiveSphere()).toBe(true)
  const html = renderToString(<built.SkillSphere />)
  expect(html).toContain('skill-sphere-help')

  const release = holdLiveSphere()
  const { SkillSphere } = await freshSphere()
  const root = document.createElement('div')
  root.innerHTML = html
  document.body.append(root)
  onTestFinished(() => root.remove())
  const markup = root.innerHTML
  const nodes = [...root.querySelectorAll('*')]
  await act(() => {
    hydrateRoot(root, <SkillSphere />)
  })
  // Suspended: the server's markup stays as it was, every node of it.
  expect(root.innerHTML).toBe(markup)
  expect([...root.querySelectorAll('*')]).toEqual(nodes)
  expect(idleAsked).not.toHaveBeenCalled()

  await release()
  await liveSphereArrived()
  expect([...root.querySelectorAll('*')]).toEqual(nodes)
  expect(sphere()).toHaveAccessibleName(
    `The skill sphere: ${allSkills.map((s) => s.name).join(', ')}`,
  )
})

test('rendered afresh, it shows the still names in their box until the live part arrives', async () => {
  const release = holdLiveSphere()
  const { SkillSphere } = await freshSphere()
  const { container } = render(<SkillSphere />)
  expect(sphere()).toHaveAccessibleName(/^The skill sphere: /)
  for (const { name } of allSkills) expect(sphere()).toHaveTextContent(name)
  expect(container.firstElementChild).toHaveClass('sphere-box')
  expect(idleAsked).not.toHaveBeenCalled()
  await release()
  await liveSphereArrived()
  expect(sphere()).toHaveAccessibleName(/^The skill sphere: /)
})

test.each([
  [false, 'The 3D sphere did not load.', 'Retry'],
  [true, 'This site was updated: reload to continue.', 'Reload'],
])(
  'a failed download (site updated: %s) keeps the names and says so',
  async (updated, text, button) => {
    vi.doMock('../lib/loadCode', async (importOriginal) => {
      const actual = await importOriginal<typeof import('../lib/loadCode')>()
      const error = new actual.ChunkLoadError('offline', { cause: null, updated })
      return { ...actual, loadCode: () => Promise.reject(error) }
    })
    const { SkillSphere } = await freshSphere()
    render(<SkillSphere />)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(text)
    expect(screen.getByRole('button', { name: button })).toBeInTheDocument()
    for (const { name } of allSkills) expect(sphere()).toHaveTextContent(name)
  },
)

test('Retry after a failed download brings the live sphere', async () => {
  let attempts = 0
  vi.doMock('../lib/loadCode', async (importOriginal) => {
    const actual = await importOriginal<typeof import('../lib/loadCode')>()
    const error = new actual.ChunkLoadError('offline', { cause: null })
    return {
      ...actual,
      loadCode: (download: Promise<unknown>) =>
        ++attempts === 1 ? Promise.reject(error) : download,
    }
  })
  const { SkillSphere } = await freshSphere()
  render(<SkillSphere />)
  await userEvent.click(await screen.findByRole('button', { name: 'Retry' }))
  await liveSphereArrived()
  expect(attempts).toBe(2)
  expect(screen.queryByRole('alert')).toBeNull()
  expect(sphere()).toHaveAccessibleName(/^The skill sphere: /)
})
