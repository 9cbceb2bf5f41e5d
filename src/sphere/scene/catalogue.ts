import { Group, Material, Sprite, SpriteMaterial } from 'three'

/**
 * The three.js classes the scene's JSX can name: R3F's catalogue, given to `extend` (a class
 * missing here fails as the scene renders). The build keeps the GLSL of these materials only
 * (scripts/plugins/three-glsl.ts, docs/decisions/018): a material the scene draws belongs here, also
 * one made with `new` rather than JSX.
 */
export const CATALOGUE = { Group, Sprite, SpriteMaterial }

/** The catalogue's material types (`SpriteMaterial`), which pick the shader programs kept. */
export function materialTypes(catalogue: Record<string, unknown> = CATALOGUE): string[] {
  return Object.values(catalogue)
    .filter(
      (c): c is new () => Material => typeof c === 'function' && c.prototype instanceof Material,
    )
    .map((Class) => new Class().type)
}
