// What the turning sphere says about itself to assistive technology (SkillSphere.tsx); a module
// of its own so the browser tests read the same words without loading the component.

/** The sphere's role, in words: a screen reader says it in place of "application". */
export const SPHERE_ROLE = '3D skill sphere'

/**
 * What it is for and how to use it, read when it takes focus. The names it shows are the skill
 * chips' beside it, so nothing is lost to a visitor who cannot see or turn it.
 */
export const SPHERE_HELP =
  'Drag it, or use the arrow keys, to turn it. Every skill on it is also listed as text in this section.'
