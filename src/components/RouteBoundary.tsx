import { type ReactNode, Suspense, useEffect, useState } from 'react'
import { isChunkLoadError, retryFailedChunks } from '../lib/lazyWithRetry'
import { ChunkError } from './ChunkError'
import { ErrorBoundary } from './ErrorBoundary'
import { ErrorPage } from './ErrorPage'

interface RouteBoundaryProps {
  /** The route's path: a new path starts with a fresh boundary and no retries. */
  path: string
  /** The page, usually a lazy one (lazyWithRetry). */
  children: ReactNode
}

/**
 * Holds a route's page: a blank busy area while its code downloads, a Retry when the
 * download fails, a Reload when a new deploy took it away (ChunkError), and the error page
 * for any other failure. Retry loads the
 * failed code afresh and gives the page a new boundary; so does coming back to the path.
 */
export function RouteBoundary({ path, children }: RouteBoundaryProps) {
  // Retries on this path: each gives the boundary a fresh start under a new key.
  const [retries, setRetries] = useState({ path, count: 0 })
  const attempt = retries.path === path ? retries.count : 0
  // Coming back to a page whose download failed tries it afresh.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of page
  useEffect(() => retryFailedChunks(), [path])
  const retry = () => {
    document.getElementById('main')?.focus()
    retryFailedChunks()
    setRetries({ path, count: attempt + 1 })
  }
  const fallback = (error: unknown) =>
    isChunkLoadError(error) ? (
      <ChunkError onRetry={retry} focusRetry={attempt > 0} updated={error.updated} />
    ) : (
      <ErrorPage error={error} />
    )
  return (
    <ErrorBoundary key={`${path}#${attempt}`} fallback={fallback}>
      <Suspense fallback={<div className="min-h-dvh" aria-busy="true" />}>{children}</Suspense>
    </ErrorBoundary>
  )
}
