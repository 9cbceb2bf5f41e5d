import { createRoot, extend, type RenderProps } from '@react-three/fiber'
import { attachInput } from '../input'
import { Spinner } from '../spin'
import { CATALOGUE } from './catalogue'
import { CAMERA, Scene } from './Scene'

// Only the classes the scene declares in JSX: <Canvas> would register all of three.
extend(CATALOGUE)

/** How long a lost WebGL context may take to come back before the static names return. */
const RESTORE_WAIT_MS = 2000

export interface MountOptions {
  /** The first frame is on the canvas. */
  onReady: () => void
  /** WebGL failed or its context was lost for good: show the static names. */
  onFail: () => void
  /** Starts paused (the visitor pressed "Pause sphere" before a remount). */
  paused?: boolean
}

/** What the app holds of a mounted sphere: plain functions, nothing React-rendered. */
export interface SphereControl {
  /** Stops (true) or resumes (false) its motion of its own: the slow turn and flings. */
  pause: (paused: boolean) => void
  /** Unmounts the scene and removes every listener. */
  teardown: () => void
}

/**
 * The one door into the 3D scene, and the entry of the lazy 3D chunk. Everything under
 * src/sphere/scene/ runs under React (R3F needs react-reconciler); the app calling this runs
 * under Preact, so only DOM nodes and callbacks cross: no elements, hooks or components.
 * It renders the skill sphere into `canvas`, takes input on `host`, draws only while the
 * host is on screen and the tab visible. Returns its pause switch and teardown.
 */
export function mountSphere(
  canvas: HTMLCanvasElement,
  host: HTMLElement,
  options: MountOptions,
): SphereControl {
  const root = createRoot(canvas)
  const spinner = new Spinner(host.clientWidth)
  spinner.pause(options.paused ?? false)
  const active = { current: true }
  let side = 0
  let closed = false
  let store: ReturnType<typeof root.render> | undefined
  const redraw = () => store?.getState().invalidate()
  const fail = () => {
    if (!closed) options.onFail()
  }
  // With reduced motion it turns only when turned, following the setting live.
  const motion = window.matchMedia('(prefers-reduced-motion: reduce)')
  const followMotion = () => {
    spinner.reducedMotion = motion.matches
    redraw()
  }

  const render = (nextSide: number) => {
    if (nextSide <= 0) return
    side = nextSide
    spinner.side = side
    const config: RenderProps<HTMLCanvasElement> = {
      gl: { antialias: false, alpha: true, powerPreference: 'default' },
      dpr: [1, 2],
      frameloop: 'demand',
      flat: true,
      camera: CAMERA,
      size: { width: side, height: side, top: 0, left: 0 },
    }
    root
      .configure(config)
      .then(() => {
        if (closed) return
        store = root.render(
          <Scene
            spinner={spinner}
            active={active}
            side={side}
            pixelRatio={Math.min(window.devicePixelRatio || 1, 2)}
            fontFamily={getComputedStyle(host).fontFamily}
            onFirstFrame={options.onReady}
          />,
        )
        redraw()
      })
      .catch(fail)
  }

  let onScreen = true
  const update = () => {
    const was = active.current
    active.current = onScreen && !document.hidden
    if (active.current && !was) redraw()
  }
  const seen = new IntersectionObserver((entries) => {
    onScreen = entries.some((e) => e.isIntersecting)
    update()
  })
  seen.observe(host)
  document.addEventListener('visibilitychange', update)

  const resized = new ResizeObserver(() => {
    const next = Math.round(host.clientWidth)
    if (next > 0 && next !== side) render(next)
  })
  resized.observe(host)

  let restoreTimer: ReturnType<typeof setTimeout> | undefined
  const lost = () => {
    clearTimeout(restoreTimer)
    restoreTimer = setTimeout(fail, RESTORE_WAIT_MS)
  }
  const restored = () => {
    clearTimeout(restoreTimer)
    redraw()
  }
  canvas.addEventListener('webglcontextlost', lost)
  canvas.addEventListener('webglcontextrestored', restored)

  followMotion()
  motion.addEventListener('change', followMotion)
  const detach = attachInput(host, spinner, redraw)
  render(Math.round(host.clientWidth))

  const pause = (paused: boolean) => {
    spinner.pause(paused)
    redraw()
  }
  const teardown = () => {
    closed = true
    clearTimeout(restoreTimer)
    detach()
    motion.removeEventListener('change', followMotion)
    seen.disconnect()
    resized.disconnect()
    document.removeEventListener('visibilitychange', update)
    canvas.removeEventListener('webglcontextlost', lost)
    canvas.removeEventListener('webglcontextrestored', restored)
    // Forcing the loss of a context already lost makes three warn; there is nothing left to free.
    const renderer = store?.getState().gl
    if (renderer?.getContext().isContextLost()) renderer.forceContextLoss = () => {}
    root.unmount()
  }
  return { pause, teardown }
}
