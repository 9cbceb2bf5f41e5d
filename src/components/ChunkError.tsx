import { useLayoutEffect, useRef } from 'react'
import { SITE_UPDATED } from '../lib/siteUpdated'
import { Icon } from './Icon'
import { PageHeading } from './PageHeading'
import { ReloadButton } from './ReloadButton'

interface ChunkErrorProps {
  onRetry: () => void
  /** Set after a Retry that failed again, so the visitor stays on the button. */
  focusRetry?: boolean
  /** A new deploy replaced the page's files: only a reload brings the page (siteUpdated). */
  updated?: boolean
}

/**
 * Shown in place of a page whose code could not be downloaded (offline, blocked, stalled),
 * with a Retry; or, when a new deploy took the old file away, with a Reload. The rest of the
 * site keeps working.
 */
export function ChunkError({ onRetry, focusRetry = false, updated = false }: ChunkErrorProps) {
  const retry = useRef<HTMLButtonElement>(null)

  useLayoutEffect(() => {
    if (focusRetry) retry.current?.focus()
  }, [focusRetry])

  return (
    <div role="alert" className="mx-auto max-w-xl py-16 text-center">
      <Icon
        name={updated ? 'carbon:renew' : 'carbon:cloud-offline'}
        className="text-4xl text-amber-300"
      />
      <PageHeading className="m-0 mt-3 text-2xl font-bold text-slate-100">
        This page did not load
      </PageHeading>
      {updated ? (
        <>
          <p className="mt-3 text-slate-300">{SITE_UPDATED}</p>
          <ReloadButton className="btn mt-6" />
        </>
      ) : (
        <>
          <p className="mt-3 text-slate-300">
            Part of the site could not be downloaded. Check your connection, then try again.
          </p>
          <button ref={retry} type="button" className="btn mt-6" onClick={onRetry}>
            <Icon name="carbon:renew" />
            Retry
          </button>
        </>
      )}
    </div>
  )
}
