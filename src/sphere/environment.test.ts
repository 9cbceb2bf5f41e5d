// @vitest-environment happy-dom
import { hasWebGL, prefersLightPage } from './environment'

const withConnection = (connection: object | undefined) => ({ connection }) as unknown as Navigator

describe('prefersLightPage', () => {
  test.each([
    [undefined, false],
    [{ saveData: false, effectiveType: '4g' }, false],
    [{ saveData: false, effectiveType: '3g' }, false],
    [{ saveData: true, effectiveType: '4g' }, true],
    [{ saveData: false, effectiveType: '2g' }, true],
    [{ saveData: false, effectiveType: 'slow-2g' }, true],
    [{}, false],
  ])('connection %o → %s', (connection, light) => {
    expect(prefersLightPage(withConnection(connection))).toBe(light)
  })
})

describe('hasWebGL', () => {
  const docWith = (getContext: (kind: string) => unknown) =>
    ({ createElement: () => ({ getContext }) }) as unknown as Document

  test('is false when no WebGL context can be made', () => {
    expect(hasWebGL(docWith(() => null))).toBe(false)
  })

  test('is false when asking throws', () => {
    expect(
      hasWebGL(
        docWith(() => {
          throw new Error('blocked')
        }),
      ),
    ).toBe(false)
  })

  test('falls back to WebGL 1 and releases the probe context', () => {
    const loseContext = vi.fn()
    const gl = { getExtension: () => ({ loseContext }) }
    expect(hasWebGL(docWith((kind) => (kind === 'webgl' ? gl : null)))).toBe(true)
    expect(loseContext).toHaveBeenCalledOnce()
  })
})
