import { type ComponentType, createElement, type LazyExoticComponent, lazy, useState } from 'react'
import { loadCode } from './loadCode'

// Thrown while rendering a lazy component whose code could not be downloaded (./loadCode.ts).
export { ChunkLoadError, isChunkLoadError } from './loadCode'

// Resets of the components whose last download failed.
const failed = new Set<() => void>()

/** A component whose code loads on demand, and can be asked to load before it renders. */
export type LazyComponent<P> = ComponentType<P> & {
  /**
   * Starts the download (or joins the one under way) and resolves, never rejecting, to
   * whether the code arrived: once it has, the component renders at once, without
   * suspending, which is what hydrating its pre-rendered HTML needs.
   */
  preload: () => Promise<boolean>
}

/**
 * `React.lazy` that can try again: React caches a rejected import for good, so
 * after a failure this swaps in a fresh `lazy` once `retryFailedChunks()` is called.
 * A download that fails, or does not answer within DOWNLOAD_TIMEOUT_MS, surfaces as a
 * `ChunkLoadError` (./loadCode.ts) for an error boundary to show. A component whose code
 * arrived before it first rendered (`preload`) renders it directly, where `lazy` would
 * suspend once anyway.
 */
export function lazyWithRetry<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyComponent<P> {
  let download: Promise<{ default: ComponentType<P> }> | undefined
  let loaded: ComponentType<P> | undefined
  const code = () => {
    download ??= loadCode(load()).then(
      (module) => {
        loaded = module.default
        return module
      },
      (error: unknown) => {
        failed.add(reset)
        throw error
      },
    )
    return download
  }
  const fresh = (): LazyExoticComponent<ComponentType<P>> => lazy(code)
  let current = fresh()
  const reset = () => {
    download = undefined
    current = fresh()
  }
  function Retryable(props: P) {
    // Chosen once per instance: switching it later would mount the page afresh.
    const [type] = useState<ComponentType<P>>(() => loaded ?? current)
    return createElement(type, props)
  }
  const preload = () =>
    code().then(
      () => true,
      () => false,
    )
  return Object.assign(Retryable, { preload })
}

/** Makes every component whose download failed load afresh on its next render. */
export function retryFailedChunks(): void {
  for (const reset of failed) reset()
  failed.clear()
}
