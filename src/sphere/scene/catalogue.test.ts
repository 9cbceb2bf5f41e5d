import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as THREE from 'three'
import { CATALOGUE, materialTypes } from './catalogue'
import { MATERIAL_TYPES } from './materials'

const SPHERE = join(import.meta.dirname, '..')
const sources = readdirSync(SPHERE, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => ({ file, code: readFileSync(join(SPHERE, file), 'utf8') }))

/** What a file imports from 'three': the names, or `*` for the whole namespace. */
function threeImports(code: string): string[] {
  const names: string[] = []
  for (const [, what = ''] of code.matchAll(/import\s+([^;]*?)\s+from\s+['"]three['"]/g)) {
    if (what.includes('*')) names.push('*')
    const braces = /\{([^}]*)\}/.exec(what)?.[1] ?? ''
    for (const part of braces.split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]
      if (name) names.push(name)
    }
  }
  return names
}
const isMaterial = (name: string) => {
  const value = (THREE as Record<string, unknown>)[name]
  return typeof value === 'function' && value.prototype instanceof THREE.Material
}

describe('the scene’s catalogue', () => {
  test('names every material the sphere’s code imports, which the build keeps shaders for', () => {
    const imported = sources.flatMap(({ file, code }) =>
      threeImports(code).map((name) => ({ file, name })),
    )
    expect(imported.map((i) => i.name)).toContain('SpriteMaterial')
    // A namespace import could reach any material: the build could not tell which to keep.
    expect(imported.filter((i) => i.name === '*')).toEqual([])
    const materials = imported.filter((i) => isMaterial(i.name))
    for (const { file, name } of materials) {
      expect(Object.keys(CATALOGUE), `${file} imports ${name}`).toContain(name)
    }
  })

  test('its material types are those of its material classes, nothing else', () => {
    // The build reads the list as data (materials.ts): it must be the catalogue's.
    expect(materialTypes()).toEqual(MATERIAL_TYPES)
    expect(
      materialTypes({
        Mesh: THREE.Mesh,
        MeshStandardMaterial: THREE.MeshStandardMaterial,
        LineBasicMaterial: THREE.LineBasicMaterial,
      }),
    ).toEqual(['MeshStandardMaterial', 'LineBasicMaterial'])
  })
})
