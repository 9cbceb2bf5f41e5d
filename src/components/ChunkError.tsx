import { useLayoutEffect, useRef } from 'react'
import { Icon } from './Icon'
import { PageHeading } from './PageHeading'

interface ChunkErrorProps {
  onRetry: () => void
  /** Set after a Retry that failed again, so the visitor stays on the button. */
  focusRetry?: boolean
}

/**
 * Shown in place of a page whose code could not be downloaded (offline, blocked,
 * or an old file gone after a deploy); the rest of the site keeps working.
 */
export function ChunkError({ onRetry, focusRetry = false }: ChunkErrorProps) {
  const retry = useRef<HTMLButtonElement>(null)

  useLayoutEffect(() => {
    if (focusRetry) retry.current?.focus()
  }, [focusRetry])

  return (
    <div role="alert" className="mx-auto max-w-xl py-16 text-center">
      <Icon name="carbon:cloud-offline" className="text-4xl text-amber-300" />
      <PageHeading className="m-0 mt-3 text-2xl font-bold text-slate-100">
        This page did not load
      </PageHeading>
      <p className="mt-3 text-slate-300">
        Part of the site could not be downloaded. Check your connection, then try again.
      </p>
      <button ref={retry} type="button" className="btn mt-6" onClick={onRetry}>
        <Icon name="carbon:renew" />
        Retry
      </button>
    </div>
  )
}
