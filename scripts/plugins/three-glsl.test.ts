import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { materialTypes } from '../../src/sphere/scene/catalogue.ts'
import {
  chunksFor,
  closure,
  minifyGlsl,
  readShaderTable,
  rewriteThree,
  type ShaderTable,
} from './three-glsl.ts'

// `three` resolves to build/three.cjs for require(); the build imports its neighbour.
const threeBuild = dirname(createRequire(import.meta.url).resolve('three'))
const THREE_CODE = readFileSync(join(threeBuild, 'three.module.js'), 'utf8')
const table = readShaderTable(THREE_CODE)

/** GLSL tokens by maximal munch, so two operators run together read as one (`- -` as `--`). */
const TOKEN =
  /[A-Za-z_]\w*|\d[\w.]*|\.\d[\w.]*|<<=|>>=|\+\+|--|&&|\|\||\^\^|<<|>>|[-+*/%<>=!&|^]=|\S/g
const withoutComments = (glsl: string) =>
  glsl.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/\/\/[^\n]*/g, '')
const tokens = (glsl: string) => withoutComments(glsl).match(TOKEN) ?? []
/** The preprocessor lines, each as its tokens: they must stay lines of their own. */
const directives = (glsl: string) =>
  withoutComments(glsl)
    .split('\n')
    .filter((line) => line.trim().startsWith('#'))
    .map((line) => tokens(line).join(' '))

/** A program's GLSL as three's WebGLProgram assembles it: every #include replaced, recursively. */
function resolve(chunks: ShaderTable['chunks'], name: string): string {
  return chunks
    .get(name)!
    .glsl.replace(/^[ \t]*#include +<([\w./]+)>/gm, (_, include) => resolve(chunks, include))
}
/** three's loop unrolling (WebGLProgram), which reads the text of a loop. */
const UNROLL =
  /#pragma unroll_loop_start\s+for\s*\(\s*int\s+i\s*=\s*(\d+)\s*;\s*i\s*<\s*(\d+)\s*;\s*i\s*\+\+\s*\)\s*{([\s\S]+?)}\s+#pragma unroll_loop_end/g
const LIGHTS = /NUM_[A-Z_]+|UNION_CLIPPING_PLANES/g

describe('minifyGlsl', () => {
  test('drops comments and indentation, and joins lines of code', () => {
    expect(minifyGlsl('\tfloat a = 1.0; // one\n\t/* two */\n\tfloat b = a * 2.0;\n')).toBe(
      'float a=1.0;float b=a*2.0;',
    )
  })

  test('keeps each directive on a line of its own, #include as three reads it', () => {
    expect(minifyGlsl('#include <common>\n#ifdef USE_MAP\n\tx = f( a, b );\n#endif')).toBe(
      '#include <common>\n#ifdef USE_MAP\nx=f(a,b);\n#endif',
    )
  })

  test('an object-like #define keeps the space before its parenthesis', () => {
    expect(minifyGlsl('#define HALF ( 0.5 )\n#define twice( a ) ( 2.0 * a )')).toBe(
      '#define HALF (0.5)\n#define twice(a) (2.0*a)',
    )
  })

  test('keeps the space between two operators and between two words', () => {
    expect(minifyGlsl('x = a - -b;\ny = a + +b;\nconst float c = 1.0;')).toBe(
      'x=a- -b;y=a+ +b;const float c=1.0;',
    )
  })

  // Each of three's chunks, as the build reads it: a change of one token shows here.
  test.each([...table.chunks.keys()])('%s keeps its tokens and its directive lines', (name) => {
    const glsl = table.chunks.get(name)!.glsl
    const small = minifyGlsl(glsl)
    expect(tokens(small)).toEqual(tokens(glsl))
    expect(directives(small)).toEqual(directives(glsl))
  })

  test('every chunk gets smaller, and three still unrolls the same loops', () => {
    const minified = new Map(
      [...table.chunks].map(([name, c]) => [name, { ...c, glsl: minifyGlsl(c.glsl) }]),
    )
    for (const [name, chunk] of table.chunks) {
      expect(minified.get(name)!.glsl.length, name).toBeLessThanOrEqual(chunk.glsl.length)
    }
    for (const [program, starts] of table.programs) {
      for (const start of starts) {
        const loops = (text: string) => [...text.replace(LIGHTS, '2').matchAll(UNROLL)].length
        expect(loops(resolve(minified, start)), `${program}: ${start}`).toBe(
          loops(resolve(table.chunks, start)),
        )
      }
    }
  })
})

describe('readShaderTable (three.module.js as installed)', () => {
  test('finds ShaderChunk, every ShaderLib program and the material types', () => {
    expect(table.chunks.size).toBeGreaterThan(100)
    expect(table.programs.get('sprite')).toEqual(['sprite_vert', 'sprite_frag'])
    expect(table.programs.get('physical')).toEqual(['meshphysical_vert', 'meshphysical_frag'])
    expect(table.programOf.get('SpriteMaterial')).toBe('sprite')
    expect(table.programOf.get('MeshStandardMaterial')).toBe('physical')
    // The renderer's own chunks: read by name outside ShaderLib, in WebGLProgram.
    expect(table.always.sort()).toEqual(['colorspace_pars_fragment', 'tonemapping_pars_fragment'])
  })

  test('a chunk read by name outside ShaderLib is one the renderer always needs', () => {
    const code = `${THREE_CODE}\nfunction extra() { return ShaderChunk.fog_fragment }`
    expect(readShaderTable(code).always).toContain('fog_fragment')
  })

  test('a program starts from chunks that exist', () => {
    for (const starts of table.programs.values()) {
      expect(() => closure(table, starts)).not.toThrow()
    }
  })
})

// Each rewrite parses the whole module: seconds on a busy machine.
describe('rewriteThree', { timeout: 30_000 }, () => {
  const scene = materialTypes()
  const built = rewriteThree(THREE_CODE, (t) => chunksFor(t, scene))
  const after = readShaderTable(built.code)
  /** The GLSL a material type compiles with in the rewritten module, includes resolved. */
  function compiled(type: string): string {
    const starts = [...after.always, ...after.programs.get(after.programOf.get(type)!)!]
    return starts.map((name) => resolve(after.chunks, name)).join('\n')
  }

  test('keeps every chunk the scene’s materials compile with, and only those', () => {
    expect(scene).toContain('SpriteMaterial')
    for (const type of scene) expect(compiled(type)).not.toContain('#error')
    expect(built.kept).toBeLessThan(built.of / 2)
  })

  test('a material outside the catalogue meets a chunk left out, by name', () => {
    expect(scene).not.toContain('MeshStandardMaterial')
    expect(compiled('MeshStandardMaterial')).toMatch(/#error meshphysical_vert was left out/)
  })

  test('a material with GLSL of its own (ShaderMaterial) keeps every chunk', () => {
    const all = rewriteThree(THREE_CODE, (t) => chunksFor(t, [...scene, 'ShaderMaterial']))
    expect(all.kept).toBe(all.of)
    expect(all.code).not.toContain('#error')
    expect(all.code.length).toBeLessThan(THREE_CODE.length)
  })

  test('the rest of the module is left as it was', () => {
    const strip = (code: string) => code.replace(/"(?:[^"\\]|\\.)*"/g, '""')
    expect(strip(built.code)).toBe(strip(THREE_CODE))
  })
})
