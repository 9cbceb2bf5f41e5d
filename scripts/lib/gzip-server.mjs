// A static host for the timing reports: serves a build folder as a static host with gzip does
// (text files compressed when the browser accepts gzip), so a throttled download costs what
// it costs a visitor. Paths outside the folder, and missing files, answer 404.
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { extname, join, normalize } from 'node:path'
import { gzipSync } from 'node:zlib'

/** The content type of a file by its extension, as a static host sends it. @type {Record<string, string>} */
export const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain',
}

/**
 * Whether a response of this type is worth compressing: text is, images and PDFs are not.
 * @param {string} type
 */
export const compressible = (type) => /^text\/|json|svg|manifest/.test(type)

/**
 * Serves `root` under `prefix` (the site's folder, `/` by default) on a free local port.
 * @param {string} root
 * @param {string} [prefix]
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function serveGzip(root, prefix = '/') {
  const server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname))
    try {
      if (!path.startsWith(prefix)) throw new Error('outside the site')
      const file = `/${path.slice(prefix.length)}`
      const name = file.endsWith('/') ? `${file}index.html` : file
      const body = await readFile(join(root, name))
      const type = TYPES[extname(name)] ?? 'application/octet-stream'
      const gzip = compressible(type) && /\bgzip\b/.test(String(req.headers['accept-encoding']))
      res.writeHead(200, {
        'Content-Type': type,
        'Cache-Control': 'no-cache',
        Vary: 'Accept-Encoding',
        ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
      })
      res.end(gzip ? gzipSync(body) : body)
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain' })
      res.end('not found')
    }
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}${prefix}`,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  }
}
