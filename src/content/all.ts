import * as site from '../site.config'
import * as education from './education'
import * as experience from './experience'
import * as profile from './profile'
import { projects } from './projects'
import * as skills from './skills'

/**
 * Every export of the content files as one object: what the asset scripts (résumé, link
 * picture, icons) and their stamps read, as scripts/lib/content.mjs loads it for them.
 */
export const allContent = { ...profile, ...site, ...education, ...experience, projects, ...skills }
