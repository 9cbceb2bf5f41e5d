import { withinTimeout } from './downloadTimeout'
import { siteUpdated } from './siteUpdated'

/** Thrown for a part of the site whose code could not be downloaded in time. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError'
  /** The site was updated under the page: the old file is gone, and only a reload helps. */
  readonly updated: boolean

  constructor(message: string, options: { cause: unknown; updated?: boolean }) {
    super(message, { cause: options.cause })
    this.updated = options.updated ?? false
  }
}

export const isChunkLoadError = (error: unknown): error is ChunkLoadError =>
  error instanceof ChunkLoadError

/**
 * Downloads a part of the site's code (a route, a game, the sphere). A download that fails,
 * or does not answer within DOWNLOAD_TIMEOUT_MS, rejects with a ChunkLoadError that says
 * whether a new deploy replaced the page's files meanwhile (siteUpdated) or the connection
 * is the likely cause.
 */
export function loadCode<T>(download: Promise<T>): Promise<T> {
  return withinTimeout(download).catch(async (cause: unknown) => {
    const updated = await siteUpdated()
    const detail = cause instanceof Error ? cause.message : String(cause)
    throw new ChunkLoadError(`Could not load this part of the site: ${detail}`, { cause, updated })
  })
}
