// @vitest-environment happy-dom
import { attachInput } from './input'
import { dragAngle, SPIN, Spinner } from './spin'

const side = 300

function setup() {
  const host = document.createElement('div')
  document.body.append(host)
  const spinner = new Spinner(side, true)
  const redraw = vi.fn()
  const detach = attachInput(host, spinner, redraw)
  const pointer = (type: string, init: PointerEventInit = {}) =>
    host.dispatchEvent(
      new PointerEvent(type, { pointerType: 'mouse', button: 0, bubbles: true, ...init }),
    )
  const key = (key: string, init: KeyboardEventInit = {}) => {
    const event = new KeyboardEvent('keydown', { key, cancelable: true, bubbles: true, ...init })
    host.dispatchEvent(event)
    return event
  }
  return { host, spinner, redraw, detach, pointer, key }
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('attachInput', () => {
  test('a pointer drag turns the spinner and asks for a frame each time', () => {
    const { spinner, redraw, pointer } = setup()
    pointer('pointerdown', { clientX: 10, clientY: 10 })
    pointer('pointermove', { clientX: 70, clientY: 10 })
    expect(spinner.yaw).toBeCloseTo(dragAngle(60, side))
    pointer('pointerup', { clientX: 70, clientY: 10 })
    expect(spinner.dragging).toBe(false)
    expect(redraw).toHaveBeenCalledTimes(3)
  })

  test('moves without a press do nothing; a right-button press does not grab', () => {
    const { spinner, pointer } = setup()
    pointer('pointermove', { clientX: 70 })
    pointer('pointerdown', { clientX: 0, button: 2 })
    pointer('pointermove', { clientX: 90 })
    expect(spinner.yaw).toBe(0)
    expect(spinner.dragging).toBe(false)
  })

  test('a touch the browser takes over for scrolling ends the drag without a fling', () => {
    const { spinner, pointer } = setup()
    spinner.reducedMotion = false
    pointer('pointerdown', { pointerType: 'touch', clientX: 0, clientY: 0 })
    pointer('pointermove', { pointerType: 'touch', clientX: 5, clientY: 20 })
    pointer('pointercancel', { pointerType: 'touch' })
    expect(spinner.dragging).toBe(false)
    expect(spinner.velocity).toBe(0)
  })

  test('a hovering mouse slows it, a finger does not count as hovering', () => {
    const { spinner, pointer } = setup()
    pointer('pointerenter', { pointerType: 'touch' })
    expect(spinner.hovered).toBe(false)
    pointer('pointerenter')
    expect(spinner.hovered).toBe(true)
    pointer('pointerleave')
    expect(spinner.hovered).toBe(false)
  })

  test.each([
    ['ArrowLeft', -SPIN.keyStep, 0],
    ['ArrowRight', SPIN.keyStep, 0],
    ['ArrowUp', 0, -SPIN.keyStep],
    ['ArrowDown', 0, SPIN.keyStep],
  ])('%s turns it and keeps the page from scrolling', (name, yaw, tilt) => {
    const { spinner, key, redraw } = setup()
    const event = key(name)
    expect(event.defaultPrevented).toBe(true)
    expect(spinner.yaw).toBeCloseTo(yaw)
    expect(spinner.tilt).toBeCloseTo(SPIN.startTilt + tilt)
    expect(redraw).toHaveBeenCalledOnce()
  })

  test('other keys and modified arrows are left to the browser', () => {
    const { spinner, key } = setup()
    expect(key('Tab').defaultPrevented).toBe(false)
    expect(key('ArrowLeft', { altKey: true }).defaultPrevented).toBe(false)
    expect(spinner.yaw).toBe(0)
  })

  test('after detaching, input is ignored', () => {
    const { spinner, detach, pointer, key } = setup()
    detach()
    pointer('pointerdown', { clientX: 0 })
    pointer('pointermove', { clientX: 50 })
    key('ArrowRight')
    expect(spinner.yaw).toBe(0)
  })
})
