// The words and the mark the link picture (public/og-image.png) shows, picked from the
// content: what scripts/assets/og-image.mjs draws and what the unit test of its stamp recomputes.
import { markOf } from './mark.mjs'

/** @typedef {import('./content.mjs').Content} Content */

/** @param {Pick<Content, 'profile' | 'profileLinks' | 'skillGroups' | 'allSkills'>} content */
export function ogImageText({ profile, profileLinks, skillGroups, allSkills }) {
  // The GitHub address, else the first web address among the links, else none.
  const link =
    profileLinks.find((l) => l.label === 'GitHub') ??
    profileLinks.find((l) => l.href.startsWith('https://'))
  const [first] = skillGroups
  return {
    name: profile.name,
    role: profile.role,
    tagline: profile.tagline,
    /** The first five skills of the first group, as chips. */
    chips: (first?.skills ?? []).slice(0, 5).map((s) => s.name),
    /** Every skill, on the sphere. */
    names: allSkills.map((s) => s.name),
    handle: link ? link.href.replace(/^https:\/\//, '') : '',
    /** The owner's image (by its fingerprint) or initials, above the name. */
    mark: markOf(profile),
  }
}
