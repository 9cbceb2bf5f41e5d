// The words the link picture (public/og-image.png) shows, picked from the content: what
// scripts/assets/og-image.mjs draws and what the unit test of its stamp recomputes.

/** @typedef {import('./content.mjs').Content} Content */

/** @param {Pick<Content, 'profile' | 'profileLinks' | 'skillGroups' | 'allSkills'>} content */
export function ogImageText({ profile, profileLinks, skillGroups, allSkills }) {
  const github = profileLinks.find((l) => l.label === 'GitHub')
  if (!github) throw new Error('og-image: src/site.config.ts has no GitHub link')
  const [first] = skillGroups
  if (!first) throw new Error('og-image: src/content/skills.ts has no skill group')
  return {
    name: profile.name,
    role: profile.role,
    tagline: profile.tagline,
    /** The first five skills of the first group, as chips. */
    chips: first.skills.slice(0, 5).map((s) => s.name),
    /** Every skill, on the sphere. */
    names: allSkills.map((s) => s.name),
    handle: github.href.replace(/^https:\/\//, ''),
  }
}
