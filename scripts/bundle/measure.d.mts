// Types of measure.mjs for the TypeScript tests.
import type { Chunk } from './budgets.mjs'

export function sizes(data: Uint8Array): { raw: number; gzip: number; brotli: number }
export function measureBuild(outDir?: string): Chunk[]
