import * as education from '../content/education'
import * as experience from '../content/experience'
import * as profile from '../content/profile'
import { projects } from '../content/projects'
import * as skills from '../content/skills'
import * as site from '../site.config'

/**
 * Every export of the content files as one object: what the asset scripts (résumé, link
 * picture, icons) and their stamps read, as scripts/lib/content.mjs loads it for them.
 */
export const allContent = { ...profile, ...site, ...education, ...experience, projects, ...skills }
