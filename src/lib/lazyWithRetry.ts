import { type ComponentType, createElement, type LazyExoticComponent, lazy } from 'react'
import { withinTimeout } from './downloadTimeout'

/** Thrown while rendering a lazy component whose code could not be downloaded in time. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError'
}

export const isChunkLoadError = (error: unknown): error is ChunkLoadError =>
  error instanceof ChunkLoadError

// Resets of the components whose last download failed.
const failed = new Set<() => void>()

/**
 * `React.lazy` that can try again: React caches a rejected import for good, so
 * after a failure this swaps in a fresh `lazy` once `retryFailedChunks()` is called.
 * A download that fails, or does not answer within DOWNLOAD_TIMEOUT_MS, surfaces as a
 * `ChunkLoadError` for an error boundary to show.
 */
export function lazyWithRetry<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  const fresh = (): LazyExoticComponent<ComponentType<P>> =>
    lazy(() =>
      withinTimeout(load()).catch((cause: unknown) => {
        failed.add(reset)
        const detail = cause instanceof Error ? cause.message : String(cause)
        throw new ChunkLoadError(`Could not load this part of the site: ${detail}`, { cause })
      }),
    )
  let current = fresh()
  const reset = () => {
    current = fresh()
  }
  function Retryable(props: P) {
    return createElement(current as ComponentType<P>, props)
  }
  return Retryable
}

/** Makes every component whose download failed load afresh on its next render. */
export function retryFailedChunks(): void {
  for (const reset of failed) reset()
  failed.clear()
}
