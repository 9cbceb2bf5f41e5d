/**
 * Run in a page: the links that leave the site (another origin) or open a new tab, with what
 * is wrong. Each must open a new tab with rel "noopener noreferrer", so the page it opens can
 * neither reach back through window.opener nor learn the address it came from.
 */
export const outboundLinks = () =>
  [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
    .filter(
      (a) =>
        a.target === '_blank' || (a.protocol.startsWith('http') && a.origin !== location.origin),
    )
    .map((a) => {
      const rel = a.rel.split(/\s+/)
      const wrong = [
        a.target === '_blank' ? '' : 'no target=_blank',
        rel.includes('noopener') ? '' : 'no noopener',
        rel.includes('noreferrer') ? '' : 'no noreferrer',
      ].filter(Boolean)
      return { href: a.getAttribute('href'), wrong }
    })
