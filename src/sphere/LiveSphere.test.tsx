// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/preact'
import userEvent from '@testing-library/user-event'
import { allSkills } from '../content/skills'
import { afterPaint } from '../test/afterPaint'
import chunkSize from './chunkSize.json'
import { SPHERE_HELP, SPHERE_ROLE } from './describe'
import { LiveSphere } from './LiveSphere'
import type { MountOptions } from './scene/mount'

// The 3D chunk is replaced: these tests are about the boundary around it.
interface Mount {
  canvas: HTMLCanvasElement
  host: HTMLElement
  options: MountOptions
  /** This mount's own controls, so no other test's unmount can count in them. */
  teardown: () => void
  pause: (paused: boolean) => void
}
const mounts: Mount[] = []
vi.mock('./scene/mount', () => ({
  mountSphere: (canvas: HTMLCanvasElement, host: HTMLElement, options: MountOptions) => {
    const control = { pause: vi.fn(), teardown: vi.fn() }
    mounts.push({ canvas, host, options, ...control })
    return control
  },
}))

/** IntersectionObserver stand-in: `reveal()` brings every observed box into view. */
const observed: { cb: IntersectionObserverCallback; target?: Element }[] = []
class FakeObserver {
  entry: { cb: IntersectionObserverCallback; target?: Element }
  constructor(cb: IntersectionObserverCallback) {
    this.entry = { cb }
    observed.push(this.entry)
  }
  observe(target: Element) {
    this.entry.target = target
  }
  disconnect() {
    this.entry.target = undefined
  }
}
const reveal = () =>
  act(() => {
    for (const o of observed.filter((o) => o.target)) {
      o.cb([{ isIntersecting: true, target: o.target } as IntersectionObserverEntry], {} as never)
    }
  })

let idle: (() => void)[] = []
const becomeIdle = () =>
  act(() => {
    for (const task of idle.splice(0)) task()
  })

function setup({
  webgl = true,
  connection,
  reducedMotion = false,
}: {
  webgl?: boolean
  connection?: object
  reducedMotion?: boolean
} = {}) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reducedMotion && query.includes('reduce'),
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
  vi.stubGlobal('IntersectionObserver', FakeObserver)
  vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task))
  vi.stubGlobal('cancelIdleCallback', () => {})
  const gl = { getExtension: () => ({ loseContext: () => {} }) }
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue((webgl ? gl : null) as never)
  Object.defineProperty(navigator, 'connection', { configurable: true, value: connection })
  render(<LiveSphere />)
}

afterEach(async () => {
  cleanup()
  // The unmounted sphere's cleanups run after the next frame, and still call the stubs.
  await afterPaint()
  vi.unstubAllGlobals()
  mounts.length = 0
  observed.length = 0
  idle = []
})

const sphere = () => screen.getByRole('img', { name: /skill sphere/ })
/** The skills the content lists, in its order, as the sphere's name says them. */
const skillList = allSkills.map((s) => s.name).join(', ')
/** A skill of the content, shown as a still name until the scene has drawn. */
const aSkill = allSkills.at(-1)!.name
/** The drawn sphere's focusable, interactive container. */
const turnable = () => screen.getByRole('application', { name: 'Skills' })
const mounted = async () => {
  await vi.waitFor(() => expect(mounts).toHaveLength(1))
  return mounts[0]!
}
/** The sphere on screen, its scene loaded and its first frame drawn. */
async function drawn(options?: Parameters<typeof setup>[0]) {
  setup(options)
  becomeIdle()
  reveal()
  const scene = await mounted()
  act(() => scene.options.onReady())
  return scene
}

describe('LiveSphere', () => {
  test('shows every skill name at once, in the named image, with no canvas', () => {
    setup()
    expect(sphere()).toHaveAccessibleName(`The skill sphere: ${skillList}`)
    for (const { name } of allSkills) expect(sphere()).toHaveTextContent(name)
    expect(sphere().querySelector('canvas')).toBeNull()
    expect(sphere()).not.toHaveAttribute('tabindex')
    // Not yet turnable: nothing takes focus, and no role says it could be used.
    expect(screen.queryByRole('application')).toBeNull()
    expect(sphere().parentElement).not.toHaveAttribute('tabindex')
  })

  test('loads the scene only once the page is idle and the box is near the viewport', async () => {
    setup()
    reveal()
    expect(observed).toHaveLength(0)
    becomeIdle()
    expect(mounts).toHaveLength(0)
    reveal()
    const { canvas, host } = await mounted()
    expect(host).toContainElement(sphere())
    expect(sphere()).toContainElement(canvas)
  })

  test('when the first frame is drawn it becomes a focusable application that says how to turn it', async () => {
    setup()
    becomeIdle()
    reveal()
    const { options, host } = await mounted()
    expect(screen.getByText(aSkill)).toBeInTheDocument()
    act(() => options.onReady())
    expect(turnable()).toBe(host)
    expect(turnable()).toHaveAttribute('aria-roledescription', SPHERE_ROLE)
    expect(turnable()).toHaveAccessibleDescription(SPHERE_HELP)
    expect(turnable()).toHaveAttribute('tabindex', '0')
    expect(turnable()).toContainElement(sphere())
    expect(sphere()).toHaveAccessibleName(`Interactive skill sphere: ${skillList}`)
    expect(sphere()).not.toHaveAttribute('tabindex')
    expect(screen.queryByText(aSkill)).toBeNull()
  })

  test('leaving the page tears the scene down, once', async () => {
    const { teardown } = await drawn()
    expect(teardown).toHaveBeenCalledTimes(0)
    act(() => {
      cleanup()
    })
    expect(teardown).toHaveBeenCalledTimes(1)
  })

  test('when WebGL fails later the static names come back', async () => {
    const { options, teardown } = await drawn()
    expect(teardown).toHaveBeenCalledTimes(0)
    act(() => options.onFail())
    expect(sphere()).toHaveAccessibleName(/^The skill sphere/)
    expect(sphere().querySelector('canvas')).toBeNull()
    expect(screen.getByText(aSkill)).toBeInTheDocument()
    // The scene is torn down once, when the canvas goes, not again on unmount.
    expect(teardown).toHaveBeenCalledTimes(1)
    act(() => {
      cleanup()
    })
    expect(teardown).toHaveBeenCalledTimes(1)
  })

  test('without WebGL the names stay and nothing loads', async () => {
    setup({ webgl: false })
    becomeIdle()
    reveal()
    await act(() => Promise.resolve())
    expect(mounts).toHaveLength(0)
    expect(screen.queryByRole('button')).toBeNull()
    expect(sphere().querySelector('canvas')).toBeNull()
  })

  test.each([
    { saveData: true, effectiveType: '4g' },
    { saveData: false, effectiveType: '2g' },
  ])('on a light connection (%o) it asks first, with the download size', async (connection) => {
    const user = userEvent.setup()
    setup({ connection })
    becomeIdle()
    reveal()
    const button = screen.getByRole('button', {
      name: `Load 3D skill sphere (${chunkSize.gzipKB} KB)`,
    })
    expect(mounts).toHaveLength(0)
    await user.click(button)
    const { options } = await mounted()
    act(() => options.onReady())
    expect(screen.queryByRole('button', { name: /Load 3D/ })).toBeNull()
    expect(turnable()).toHaveFocus()
  })

  test('once it turns by itself, "Pause sphere" stops and restarts it', async () => {
    const user = userEvent.setup()
    setup()
    becomeIdle()
    reveal()
    const { options, pause } = await mounted()
    expect(options.paused).toBe(false)
    expect(screen.queryByRole('button', { name: 'Pause sphere' })).toBeNull()
    act(() => options.onReady())
    const toggle = screen.getByRole('button', { name: 'Pause sphere' })
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await user.click(toggle)
    expect(pause).toHaveBeenLastCalledWith(true)
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
    await user.click(toggle)
    expect(pause).toHaveBeenLastCalledWith(false)
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
  })

  test('with reduced motion it never turns by itself, so there is nothing to pause', async () => {
    await drawn({ reducedMotion: true })
    expect(screen.queryByRole('button', { name: 'Pause sphere' })).toBeNull()
  })
})
