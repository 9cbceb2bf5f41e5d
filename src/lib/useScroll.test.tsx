// @vitest-environment happy-dom
import { act, render } from '@testing-library/preact'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { holdPartsWhile } from './hydrateLater'
import { useScrollFrame } from './useScroll'

function Measured({ onFrame }: { onFrame: () => void }) {
  useScrollFrame(onFrame)
  return <p>measured</p>
}

// Frames the test runs by hand.
let frames: FrameRequestCallback[] = []
const runFrame = () => {
  const now = frames
  frames = []
  for (const frame of now) frame(performance.now())
}

beforeEach(() => {
  frames = []
  vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame))
  vi.stubGlobal('cancelAnimationFrame', () => {})
})
afterEach(() => vi.unstubAllGlobals())

test('mounted afresh, it measures at once, before the first paint', async () => {
  const onFrame = vi.fn()
  await act(() => {
    render(<Measured onFrame={onFrame} />)
  })
  expect(onFrame).toHaveBeenCalledTimes(1)
  expect(frames).toHaveLength(0)
})

test('mounted by a hydration, the first measure waits for the next frame', async () => {
  const root = document.createElement('div')
  document.body.append(root)
  root.innerHTML = renderToString(<Measured onFrame={() => {}} />)
  const onFrame = vi.fn()
  await act(() => {
    holdPartsWhile(() => hydrateRoot(root, <Measured onFrame={onFrame} />))
  })
  // The pre-rendered page has painted: the hydrating task reads no layout.
  expect(onFrame).not.toHaveBeenCalled()
  runFrame()
  expect(onFrame).toHaveBeenCalledTimes(1)
  root.remove()
})

test('scrolls and resizes measure once per frame', async () => {
  const onFrame = vi.fn()
  await act(() => {
    render(<Measured onFrame={onFrame} />)
  })
  window.dispatchEvent(new Event('scroll'))
  window.dispatchEvent(new Event('resize'))
  window.dispatchEvent(new Event('scroll'))
  expect(onFrame).toHaveBeenCalledTimes(1)
  runFrame()
  expect(onFrame).toHaveBeenCalledTimes(2)
})
