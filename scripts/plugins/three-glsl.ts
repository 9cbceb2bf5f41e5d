// A lighter three.js for the 3D chunk (docs/decisions/018): three's GLSL, which ships as
// string literals in build/three.module.js, is minified, and the shader programs of materials
// the scene cannot draw are dropped. Pure functions on the module's source, so they are
// unit-tested on the installed three; the plugin only applies them to that one file.
import { type Plugin, parseAst } from 'vite'

/** The module three's `import ... from 'three'` resolves to, which holds the GLSL. */
export const THREE_MODULE = /\/node_modules\/three\/build\/three\.module\.js$/

/**
 * What a dropped chunk becomes: a GLSL error naming it, so a material whose program lost a
 * chunk fails to compile with that name in three's console error, instead of drawing wrong.
 */
export const dropped = (chunk: string): string => `#error ${chunk} was left out of the build`

// ---------------------------------------------------------------------------------------------
// GLSL minification: comments and whitespace only; every token stays as it was, and every
// preprocessor line stays a line of its own, as three's #include and loop unrolling need.

/** Characters of identifiers and numbers: a space between two of them is a separator. */
const WORD = /[\w.]/
/** Operator characters: two side by side could read as another operator (`- -` and `--`). */
const OPERATOR = /[-+*/%<>=!&|^]/
const keepsSpace = (left: string, right: string) =>
  (WORD.test(left) && WORD.test(right)) || (OPERATOR.test(left) && OPERATOR.test(right))

/** One line of code or a directive's argument, its whitespace dropped wherever tokens stay apart. */
function squeeze(text: string): string {
  return text.trim().replace(/\s+/g, (_, at: number, all: string) => {
    const left = all[at - 1]
    const right = all[at + _.length]
    return left && right && keepsSpace(left, right) ? ' ' : ''
  })
}

/**
 * A preprocessor line. `#define NAME (x)` keeps the space after NAME (without it the macro
 * would take an argument); `#include <chunk>` keeps the one space three's resolver looks for.
 */
function directive(line: string): string {
  const define = /^#\s*define\s+(\w+)(\([^)]*\))?(.*)$/.exec(line)
  if (define) {
    const [, name, params, body = ''] = define
    const head = `#define ${name}${params ? squeeze(params) : ''}`
    return body.trim() ? `${head} ${squeeze(body)}` : head
  }
  const [, word = '', rest = ''] = /^#\s*(\w*)(.*)$/.exec(line) ?? []
  return rest.trim() ? `#${word} ${squeeze(rest)}` : `#${word}`
}

/** GLSL without comments, indentation or line breaks other than those around directives. */
export function minifyGlsl(source: string): string {
  const lines = source
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/\/\/[^\n]*/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
  let out = ''
  for (const line of lines) {
    if (line.startsWith('#')) {
      out += `${out && !out.endsWith('\n') ? '\n' : ''}${directive(line)}\n`
      continue
    }
    const code = squeeze(line)
    const last = out.at(-1)
    if (last && last !== '\n' && keepsSpace(last, code[0]!)) out += ' '
    out += code
  }
  return out.replace(/\n$/, '')
}

// ---------------------------------------------------------------------------------------------
// Reading three's module: where each chunk's literal is, which chunks each program uses.

/** A chunk of ShaderChunk, with where its string literal lies in the module's source. */
export interface Chunk {
  name: string
  glsl: string
  start: number
  end: number
}

export interface ShaderTable {
  /** ShaderChunk, by chunk name. */
  chunks: Map<string, Chunk>
  /** ShaderLib's programs (`sprite`, `basic`...), each by the chunks it starts from. */
  programs: Map<string, string[]>
  /** Material type (`SpriteMaterial`) to its ShaderLib program, as WebGLPrograms maps them. */
  programOf: Map<string, string>
  /** Chunks the renderer adds to every program of its own (`ShaderChunk[ 'name' ]`). */
  always: string[]
}

// biome-ignore lint/suspicious/noExplicitAny: ESTree nodes, walked generically.
type Node = any

function walk(node: Node, visit: (node: Node) => void) {
  if (!node || typeof node !== 'object') return
  if (typeof node.type === 'string') visit(node)
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const item of value) walk(item, visit)
    else if (value && typeof value === 'object') walk(value, visit)
  }
}

const keyName = (property: Node): string | undefined =>
  property.key?.type === 'Identifier' ? property.key.name : property.key?.value

/** Reads ShaderChunk, ShaderLib and WebGLPrograms' shader ids out of build/three.module.js. */
export function readShaderTable(code: string): ShaderTable {
  const program = parseAst(code)
  // The chunks' literals are module-level constants; a function's own `vertex` is not one.
  const declared = new Map<string, Node>(
    program.body
      .filter((s: Node) => s.type === 'VariableDeclaration')
      .flatMap((s: Node) => s.declarations)
      .map((d: Node) => [d.id.name, d.init]),
  )
  const objects = new Map<string, Node>()
  const always = new Set<string>()
  // ShaderLib's programs: its own properties, and the one set after it (`ShaderLib.physical = {`).
  const laterPrograms: Node[] = []
  // Every `ShaderChunk.name` read: those that are not a program's shaders are the renderer's own.
  const named: string[] = []
  walk(program, (node) => {
    if (
      node.type === 'AssignmentExpression' &&
      node.left.type === 'MemberExpression' &&
      node.left.object.name === 'ShaderLib' &&
      node.right.type === 'ObjectExpression'
    ) {
      laterPrograms.push({ key: node.left.property, value: node.right })
    }
    if (
      node.type === 'VariableDeclarator' &&
      node.id.type === 'Identifier' &&
      node.init?.type === 'ObjectExpression'
    ) {
      objects.set(node.id.name, node.init)
    }
    if (
      node.type === 'MemberExpression' &&
      node.object.type === 'Identifier' &&
      node.object.name === 'ShaderChunk'
    ) {
      if (node.computed && node.property.type === 'Literal') always.add(node.property.value)
      if (!node.computed) named.push(node.property.name)
    }
  })
  const need = (name: string) => {
    const found = objects.get(name)
    if (!found) throw new Error(`three-glsl: three.module.js has no ${name} object any more.`)
    return found
  }

  const chunks = new Map<string, Chunk>()
  for (const property of need('ShaderChunk').properties) {
    const name = keyName(property)!
    const literal = declared.get(property.value.name)
    if (literal?.type !== 'Literal' || typeof literal.value !== 'string') {
      throw new Error(`three-glsl: ShaderChunk.${name} is not a string literal.`)
    }
    chunks.set(name, { name, glsl: literal.value, start: literal.start, end: literal.end })
  }

  const programs = new Map<string, string[]>()
  for (const property of [...need('ShaderLib').properties, ...laterPrograms]) {
    const starts = property.value.properties
      .filter((p: Node) => /^(vertex|fragment)Shader$/.test(keyName(p) ?? ''))
      .map((p: Node) => p.value)
      .filter((v: Node) => v.type === 'MemberExpression' && v.object.name === 'ShaderChunk')
      .map((v: Node) => v.property.name)
    if (starts.length !== 2) {
      throw new Error(`three-glsl: ShaderLib.${keyName(property)} has no two ShaderChunk shaders.`)
    }
    programs.set(keyName(property)!, starts)
  }

  const starts = [...programs.values()].flat()
  for (const name of new Set(named)) {
    const count = (list: string[]) => list.filter((n) => n === name).length
    if (count(named) > count(starts)) always.add(name)
  }

  const programOf = new Map<string, string>(
    need('shaderIDs').properties.map((p: Node) => [keyName(p), p.value.value]),
  )
  return { chunks, programs, programOf, always: [...always] }
}

const INCLUDE = /^[ \t]*#include +<([\w./]+)>/gm

/** The chunks `start` pulls in through #include, itself included. */
export function closure(table: ShaderTable, start: readonly string[]): Set<string> {
  const seen = new Set<string>()
  const visit = (name: string) => {
    if (seen.has(name)) return
    const chunk = table.chunks.get(name)
    if (!chunk) throw new Error(`three-glsl: #include <${name}> names no chunk.`)
    seen.add(name)
    for (const [, include] of chunk.glsl.matchAll(INCLUDE)) visit(include!)
  }
  for (const name of start) visit(name)
  return seen
}

/**
 * The chunks that programs for these material types can reach, or null for all of them:
 * a material without a ShaderLib program of its own (ShaderMaterial and the like) may
 * #include any chunk.
 */
export function chunksFor(
  table: ShaderTable,
  materialTypes: readonly string[],
): Set<string> | null {
  const programs = materialTypes.map((type) => table.programOf.get(type))
  if (programs.some((p) => p === undefined)) return null
  return closure(table, [
    ...table.always,
    ...programs.flatMap((p) => {
      const starts = table.programs.get(p!)
      if (!starts) throw new Error(`three-glsl: ShaderLib has no ${p} program.`)
      return starts
    }),
  ])
}

/**
 * build/three.module.js with every chunk minified and every chunk outside `keep` replaced by
 * its #error line (all kept when `keep` is null).
 */
export function rewriteThree(code: string, keep: (table: ShaderTable) => Set<string> | null) {
  const table = readShaderTable(code)
  const kept = keep(table)
  const parts: string[] = []
  let at = 0
  for (const chunk of [...table.chunks.values()].sort((a, b) => a.start - b.start)) {
    const glsl = !kept || kept.has(chunk.name) ? minifyGlsl(chunk.glsl) : dropped(chunk.name)
    parts.push(code.slice(at, chunk.start), JSON.stringify(glsl))
    at = chunk.end
  }
  parts.push(code.slice(at))
  return { code: parts.join(''), kept: kept?.size ?? table.chunks.size, of: table.chunks.size }
}

/**
 * The build's three.js GLSL: minified, and only the chunks the given material types draw with
 * (`new SpriteMaterial().type` and so on; see src/sphere/scene/catalogue.ts).
 */
export function threeGlsl(materialTypes: readonly string[]): Plugin {
  return {
    name: 'three-glsl',
    apply: 'build',
    transform: {
      filter: { id: THREE_MODULE },
      handler(code) {
        const out = rewriteThree(code, (table) => chunksFor(table, materialTypes))
        this.info(`kept ${out.kept} of ${out.of} shader chunks for ${materialTypes.join(', ')}`)
        return { code: out.code, map: null }
      },
    },
  }
}
