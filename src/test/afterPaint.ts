/**
 * Resolves once Preact's after-paint work (effects, and the cleanups of unmounted
 * components) has run: it waits for the next frame, as Preact does, then one more task.
 */
export function afterPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function') return Promise.resolve()
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)))
}
