import * as site from '../site.config'
import * as education from './education'
import * as experience from './experience'
import * as profile from './profile'
import { projects } from './projects'
import * as skills from './skills'

/**
 * Every export of the content files as one object: what the asset scripts (résumé, link
 * picture, icons, thumbnails) and their stamps read. The scripts load this module from Node
 * (scripts/lib/content.mjs); the unit tests import it.
 */
export const allContent = { ...profile, ...site, ...education, ...experience, projects, ...skills }
