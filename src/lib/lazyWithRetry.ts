import { type ComponentType, createElement } from 'react'
import { withinTimeout } from './downloadTimeout'

/** Thrown while rendering a lazy component whose code could not be downloaded in time. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError'
}

export const isChunkLoadError = (error: unknown): error is ChunkLoadError =>
  error instanceof ChunkLoadError

// Resets of the components whose last download failed.
const failed = new Set<() => void>()

/** A component whose code loads on demand, and can be asked to load before it renders. */
export type LazyComponent<P> = ComponentType<P> & {
  /**
   * Starts the download (or joins the one under way); resolves, never rejecting, to whether
   * the code arrived: true when the component now renders at once, without suspending
   * (what hydrating pre-rendered HTML needs), false when it failed (a render then throws).
   */
  preload: () => Promise<boolean>
}

/**
 * A lazy component that can try again, like `React.lazy` but with two differences: after a
 * failure it loads afresh once `retryFailedChunks()` is called (React caches a rejected
 * import for good), and once its code is there it renders at once, without suspending
 * (`React.lazy` suspends on its first render whatever the state of the download, so a
 * hydration would find a fallback where the pre-rendered page is). A download that fails,
 * or does not answer within DOWNLOAD_TIMEOUT_MS, surfaces as a `ChunkLoadError` for an
 * error boundary to show.
 */
export function lazyWithRetry<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyComponent<P> {
  let component: ComponentType<P> | undefined
  let error: ChunkLoadError | undefined
  let download: Promise<boolean> | undefined
  const reset = () => {
    download = undefined
    error = undefined
  }
  const preload = () => {
    download ??= withinTimeout(load()).then(
      (module) => {
        component = module.default
        return true
      },
      (cause: unknown) => {
        failed.add(reset)
        const detail = cause instanceof Error ? cause.message : String(cause)
        error = new ChunkLoadError(`Could not load this part of the site: ${detail}`, { cause })
        return false
      },
    )
    return download
  }
  function Retryable(props: P) {
    if (component) return createElement(component, props)
    if (error) throw error
    // Suspense shows its fallback until the download settles, then renders this again.
    throw preload()
  }
  return Object.assign(Retryable, { preload })
}

/** Makes every component whose download failed load afresh on its next render. */
export function retryFailedChunks(): void {
  for (const reset of failed) reset()
  failed.clear()
}
