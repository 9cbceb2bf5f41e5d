// Types of classify.mjs for the TypeScript tests.
export type ChunkKind = 'html' | 'entry' | 'route' | 'game' | 'sphere' | 'shared'
export interface ManifestChunk {
  file: string
  src?: string
  name?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}
export type Manifest = Record<string, ManifestChunk>
export interface ClassifiedFile {
  file: string
  kind: ChunkKind
  src?: string
  loaders: string[]
}
export function lazyKind(src: string): ChunkKind
export function staticClosure(manifest: Manifest, keys: string[]): Set<string>
export function classifyManifest(manifest: Manifest): ClassifiedFile[]
export function blockingStylesheets(html: string): string[]
export function pageScripts(html: string): string[]
