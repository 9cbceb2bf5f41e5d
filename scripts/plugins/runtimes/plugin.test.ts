import { fileURLToPath } from 'node:url'
import { build, type Rolldown } from 'vite'
import { twoRuntimes } from './plugin.ts'

const root = fileURLToPath(new URL('./fixture/', import.meta.url))

/** Builds one entry of the fixture app in memory with the two-runtimes plugin. */
async function buildFixture(entry: string) {
  const result = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [twoRuntimes()],
    build: { write: false, minify: false, rollupOptions: { input: `${root}src/${entry}` } },
  })
  const [output] = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[]
  return output!.output
}

const source = (files: Awaited<ReturnType<typeof buildFixture>>, name: string) =>
  files.find((f) => f.fileName === name)

describe('the two-runtimes build', () => {
  test('the app gets Preact, the lazy scene React, and the build records which is where', async () => {
    const files = await buildFixture('main.tsx')
    const record = source(files, '.vite/runtimes.json')
    expect(record?.type).toBe('asset')
    const runtimes = JSON.parse(String((record as Rolldown.OutputAsset).source))
    const entry = files.find((f) => f.type === 'chunk' && f.isEntry) as Rolldown.OutputChunk
    expect(runtimes[entry.fileName]).toEqual(['preact'])
    const scene = files.find(
      (f) => f.type === 'chunk' && f.facadeModuleId?.endsWith('scene/mount.tsx'),
    ) as Rolldown.OutputChunk
    expect(runtimes[scene.fileName]).toEqual(['react'])
    expect(entry.moduleIds.some((id) => id.includes('/node_modules/react'))).toBe(false)
  }, 60_000)

  test('a scene module that imports an app hook fails the build, naming both', async () => {
    await expect(buildFixture('leaky-main.tsx')).rejects.toThrow(
      /src\/sphere\/scene\/leaky\.tsx \(React, in the 3D scene\) imports src\/lib\/useGreeting\.ts/,
    )
  }, 60_000)

  test('React imported statically by the page entry fails the build', async () => {
    await expect(buildFixture('eager-main.tsx')).rejects.toThrow(
      /is loaded by the page entry and carries React/,
    )
  }, 60_000)
})
