// The inline scripts of the built pages, each a real entry under src/head/: index.html's head
// script (src/head/indexScript.ts) and 404.html's (src/head/notFoundScript.ts). Each is built
// the one way, by a small Vite build of its own: bundled with what it imports, minified, as one
// function that runs at once (IIFE). What the build knows only at the end (the files of this
// build, the site's folder) goes in as `__BUILD_DATA__`: a global name that the minifier leaves
// as it is, replaced after minifying by the data as JSON with `<` and `>` escaped (the minifier
// writes `\u003C` back as `<`, and `<!--<script>` in a tab title hid every page after it).
import { build, type Rolldown } from 'vite'
import type { BootPlan, NotFoundPlan } from '../../src/head/contract.ts'
import { scriptJson } from '../../src/head/inlineScript.ts'

/** Each inline script: its entry, and what the build tells it. */
interface HeadScripts {
  index: BootPlan
  notFound: NotFoundPlan
}

const ENTRIES: Record<keyof HeadScripts, string> = {
  index: 'src/head/indexScript.ts',
  notFound: 'src/head/notFoundScript.ts',
}

/** The name each entry reads its data from (declared in the entry, defined nowhere). */
export const BUILD_DATA = '__BUILD_DATA__'

/**
 * Builds the inline script `name` from its entry under `root` (the project's folder), and gives
 * back what puts the build's data in it: the body the page runs, and the unit tests run
 * (src/head/*.test.ts). Put it in the page with inlineScript, which checks it.
 */
export async function buildHeadScript<K extends keyof HeadScripts>(
  name: K,
  root = process.cwd(),
): Promise<(data: HeadScripts[K]) => string> {
  const result = await build({
    configFile: false,
    root,
    publicDir: false,
    logLevel: 'warn',
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      modulePreload: false,
      rolldownOptions: { input: ENTRIES[name], output: { format: 'iife' } },
    },
  })
  const [output] = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[]
  const chunks = output?.output.filter((file) => file.type === 'chunk') ?? []
  if (chunks.length !== 1) throw new Error(`head script ${name}: built into ${chunks.length} files`)
  const [before, after, ...more] = chunks[0]!.code.trim().split(BUILD_DATA)
  if (after === undefined || more.length)
    throw new Error(`head script ${name}: ${BUILD_DATA} is not read in exactly one place`)
  return (data) => `${before}${scriptJson(data)}${after}`
}
