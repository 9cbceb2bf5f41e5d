import { isShortcut } from '../lib/keys'
import type { Direction, Spinner } from './spin'

const ARROWS: Record<string, Direction> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
}

/**
 * Feeds pointer (mouse, pen, touch) and arrow-key input on `host` into the
 * spinner and asks for a frame after each. Touch relies on `touch-action:
 * pan-y` on the host: a vertical swipe is the browser's (it scrolls the page
 * and cancels the pointer), a horizontal one is ours. Returns a detach.
 */
export function attachInput(host: HTMLElement, spinner: Spinner, redraw: () => void): () => void {
  const down = (e: PointerEvent) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return
    spinner.grab(e.clientX, e.clientY, e.timeStamp)
    host.setPointerCapture?.(e.pointerId)
    redraw()
  }
  const move = (e: PointerEvent) => {
    if (!spinner.dragging) return
    spinner.drag(e.clientX, e.clientY, e.timeStamp)
    redraw()
  }
  const up = (e: PointerEvent) => {
    spinner.release(e.timeStamp)
    redraw()
  }
  const cancel = () => {
    spinner.cancel()
    redraw()
  }
  const hover = (on: boolean) => (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') return
    spinner.hovered = on
    redraw()
  }
  const enter = hover(true)
  const leave = hover(false)
  const key = (e: KeyboardEvent) => {
    const direction = ARROWS[e.key]
    if (!direction || isShortcut(e)) return
    e.preventDefault()
    spinner.nudge(direction)
    redraw()
  }
  const listeners = [
    ['pointerdown', down],
    ['pointermove', move],
    ['pointerup', up],
    ['pointercancel', cancel],
    ['pointerenter', enter],
    ['pointerleave', leave],
    ['keydown', key],
  ] as const
  for (const [type, fn] of listeners) host.addEventListener(type, fn as EventListener)
  return () => {
    for (const [type, fn] of listeners) host.removeEventListener(type, fn as EventListener)
  }
}
