import { useLayoutEffect, useState } from 'react'
import { type Draft, saveDraft } from '../lib/draft'
import type { Kept } from '../lib/draftFit'
import { createDraftWriter } from '../lib/draftWriter'
import { saveBeforeReload } from '../lib/safeReload'

/**
 * Keeps the contact draft for the tab: written a pause after typing stops, and at once when
 * the page hides or goes, before a planned reload, and when the form goes away. Returns the
 * writer, how much of the last draft storage kept, and whether storage ever refused it (said
 * once: the note stays while the form does).
 */
export function useDraftKeeper() {
  const [kept, setKept] = useState<Kept>({ status: 'all' })
  const [refused, setRefused] = useState(false)
  const [writer] = useState(() =>
    createDraftWriter((draft: Draft) => {
      const result = saveDraft(draft)
      setKept(result)
      if (result.status === 'none') setRefused(true)
    }),
  )

  useLayoutEffect(() => {
    const onHidden = () => document.visibilityState === 'hidden' && writer.flush()
    window.addEventListener('pagehide', writer.flush)
    document.addEventListener('visibilitychange', onHidden)
    const release = saveBeforeReload(writer.flush)
    return () => {
      writer.flush()
      release()
      window.removeEventListener('pagehide', writer.flush)
      document.removeEventListener('visibilitychange', onHidden)
    }
  }, [writer])

  const reset = () => {
    writer.cancel()
    setKept({ status: 'all' })
  }
  return { writer, kept, refused, reset }
}
