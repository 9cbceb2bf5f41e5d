import type { AnchorHTMLAttributes } from 'react'

/** Ids of the notes that links opening a new tab point to with aria-describedby. */
export const NEW_TAB_NOTE = 'note-new-tab'
export const PDF_NOTE = 'note-pdf-new-tab'

/**
 * What a screen reader adds after the name of a link that opens a new tab (the résumé: a
 * PDF in a new tab). Rendered once, hidden: descriptions are read from hidden text too.
 */
export function LinkNotes() {
  return (
    <div hidden>
      <span id={NEW_TAB_NOTE}>Opens in a new tab</span>
      <span id={PDF_NOTE}>PDF document, opens in a new tab</span>
    </div>
  )
}

/** A link that leaves the site: new tab, no opener, no referrer (mailto: opens in place). */
export function ExternalLink({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const isMail = href?.startsWith('mailto:')
  const newTab = { target: '_blank', rel: 'noopener noreferrer', 'aria-describedby': NEW_TAB_NOTE }
  return (
    <a href={href} {...(isMail ? {} : newTab)} {...rest}>
      {children}
    </a>
  )
}
