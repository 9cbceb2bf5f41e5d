import type { Rolldown } from 'vite'
import { bundleRecord, RECORDS } from '../lib/records.mjs'

const MANIFEST = bundleRecord(RECORDS.manifest)

/**
 * Removes the stylesheets the pre-render inlined into index.html from the build, so no unused
 * copy is published or precached by the service worker, and from Vite's manifest, which
 * would name a file that is not there. A stylesheet some JavaScript still names (a lazy
 * chunk that loads it) stays.
 */
export function dropInlinedCss(bundle: Rolldown.OutputBundle, files: readonly string[]): string[] {
  const chunks = Object.values(bundle).filter((f) => f.type === 'chunk')
  const dropped = files.filter((file) => {
    const name = file.split('/').pop()!
    return !chunks.some((chunk) => chunk.code.includes(name))
  })
  for (const file of dropped) {
    delete bundle[file]
    for (const chunk of chunks) chunk.viteMetadata?.importedCss.delete(file)
  }
  const manifest = bundle[MANIFEST]
  if (manifest?.type === 'asset' && dropped.length) {
    const entries: Record<string, { css?: string[] }> = JSON.parse(String(manifest.source))
    for (const entry of Object.values(entries)) {
      const css = entry.css?.filter((file) => !dropped.includes(file))
      if (css?.length) entry.css = css
      else delete entry.css
    }
    manifest.source = JSON.stringify(entries, null, 2)
  }
  return dropped
}
