import type { ProfileLink } from './content/types'

/** Where the contact form posts; set VITE_FORM_ENDPOINT at build time to override. */
export const FORM_ENDPOINT: string =
  import.meta.env.VITE_FORM_ENDPOINT || 'https://formspree.io/f/xdoqzkvp'

/**
 * The address the site is published at, sub-folder included (https://name.github.io/portfolio/):
 * link previews, the canonical address and the 404 page are built from it. Set VITE_SITE_URL
 * at build time to override.
 */
export const siteUrl: string = import.meta.env.VITE_SITE_URL || 'https://avery-quinn-dev.github.io/'

/** The résumé, served from public/: the header's last nav item, after the routes'. */
export const resumeLink = { label: 'Resume', href: 'resume.pdf' } as const

export const profileLinks: readonly ProfileLink[] = [
  { label: 'GitHub', href: 'https://github.com/avery-quinn-dev', icon: 'simple-icons:github' },
  {
    label: 'LinkedIn',
    href: 'https://www.linkedin.com/in/avery-quinn-dev',
    icon: 'simple-icons:linkedin',
  },
  { label: 'Email', href: 'mailto:avery.quinn@example.com', icon: 'carbon:email' },
  // The Kaggle "k" glyph: Simple Icons draws the wordmark, unreadable at icon size.
  { label: 'Kaggle', href: 'https://www.kaggle.com/averyquinn', icon: 'fa7-brands:kaggle' },
]
