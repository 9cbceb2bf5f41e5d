/** Written by the build's content check (scripts/plugins/content/plugin.ts). */
declare module 'virtual:project-thumbnails' {
  /** The slugs of the projects with their own pictures in public/thumbnails/; the others get one drawn from their title. */
  export const ownThumbnails: readonly string[]
}
