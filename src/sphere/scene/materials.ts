/**
 * The material types the scene draws (`CATALOGUE`'s materials in catalogue.ts, whose test
 * keeps the two equal): the build keeps the GLSL of these only (scripts/three-glsl.ts,
 * docs/decisions/018). Data, not classes, so that vite.config.ts reads it without three.js.
 */
export const MATERIAL_TYPES: readonly string[] = ['SpriteMaterial']
