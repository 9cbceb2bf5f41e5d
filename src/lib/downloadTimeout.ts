/**
 * How long a download of the site's code (a route, a game, the 3D sphere) may neither arrive
 * nor fail before the visitor is told and offered Retry.
 */
export const DOWNLOAD_TIMEOUT_MS = 10_000

/** A download that did not answer in time (a stalled connection, a server that hangs). */
export class DownloadTimeoutError extends Error {
  override name = 'DownloadTimeoutError'
}

/**
 * `download`, or a DownloadTimeoutError once `ms` have passed without it settling. A late
 * arrival is not lost: the browser keeps the module, so a Retry finds it at once.
 */
export function withinTimeout<T>(download: Promise<T>, ms = DOWNLOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new DownloadTimeoutError(`no answer within ${ms / 1000} s`)),
      ms,
    )
    download.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}
