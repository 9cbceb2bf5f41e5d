// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/preact'
import { profile } from '../content/profile'
import type { ProfileLink } from '../content/types'
import { profileLinks } from '../site.config'
import { Footer } from './Footer'

/** What the footer shows of each link: its name, address and icon. */
const shown = () =>
  within(screen.getByRole('contentinfo'))
    .getAllByRole('link')
    .map((a) => ({
      label: a.textContent,
      href: a.getAttribute('href'),
      icon: a.querySelector('use')?.getAttribute('href'),
    }))

const expected = (links: readonly ProfileLink[]) =>
  links.map(({ label, href, icon }) => ({
    label,
    href,
    icon: `icons.svg#${icon.replace(':', '-')}`,
  }))

test('on Contact, every profile link of the site config, in its order, each with its icon', () => {
  render(<Footer withLinks />)
  expect(shown()).toEqual(expected(profileLinks))
  expect(screen.getByRole('contentinfo').textContent).toContain(`© ${profile.year} ${profile.name}`)
})

test('links of any label: a personal site, Mastodon, X, ORCID, Google Scholar', () => {
  const links: ProfileLink[] = [
    { label: 'Website', href: 'https://jordan.example.org/', icon: 'carbon:earth' },
    { label: 'Mastodon', href: 'https://mastodon.social/@jordan', icon: 'simple-icons:mastodon' },
    { label: 'X', href: 'https://x.com/jordan', icon: 'simple-icons:x' },
    { label: 'ORCID', href: 'https://orcid.org/0000-0002-1825-0097', icon: 'simple-icons:orcid' },
    {
      label: 'Google Scholar',
      href: 'https://scholar.google.com/citations?user=abc',
      icon: 'simple-icons:googlescholar',
    },
  ]
  render(<Footer withLinks links={links} />)
  expect(shown()).toEqual(expected(links))
})

test('elsewhere, the credits and no links', () => {
  render(<Footer />)
  expect(within(screen.getByRole('contentinfo')).queryAllByRole('link')).toEqual([])
  expect(screen.getByText(profile.credits)).toBeTruthy()
})
