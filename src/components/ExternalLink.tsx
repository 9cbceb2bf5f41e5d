import type { AnchorHTMLAttributes } from 'react'

/** A link that leaves the site: new tab, no opener, no referrer (mailto: opens in place). */
export function ExternalLink({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const isMail = href?.startsWith('mailto:')
  return (
    <a href={href} {...(isMail ? {} : { target: '_blank', rel: 'noopener noreferrer' })} {...rest}>
      {children}
    </a>
  )
}
