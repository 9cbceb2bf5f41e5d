import type { AnchorHTMLAttributes } from 'react'

// Ids of the notes that links opening a new tab point to with aria-describedby.
const NEW_TAB_NOTE = 'note-new-tab'
const PDF_NOTE = 'note-pdf-new-tab'

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

/**
 * A link that leaves the site, or opens a file: new tab, no opener, no referrer, and a note
 * saying so (a PDF's names the format). A mailto: link opens in place.
 */
export function ExternalLink({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const isMail = href?.startsWith('mailto:')
  const note = href?.endsWith('.pdf') ? PDF_NOTE : NEW_TAB_NOTE
  const newTab = { target: '_blank', rel: 'noopener noreferrer', 'aria-describedby': note }
  return (
    <a href={href} {...(isMail ? {} : newTab)} {...rest}>
      {children}
    </a>
  )
}
