import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { TYPES } from '../../scripts/lib/gzip-server.mjs'

// Reads a `_headers` file as Netlify and Cloudflare Pages do: a path pattern on its own line
// (`*` matches anything), then indented `Name: value` lines; every matching block applies.

type HeaderRules = { pattern: RegExp; headers: [string, string][] }[]

const toPattern = (path: string) =>
  new RegExp(`^${path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`)

function parseHeadersFile(text: string): HeaderRules {
  const rules: HeaderRules = []
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      rules.push({ pattern: toPattern(line.trim()), headers: [] })
      continue
    }
    const at = line.indexOf(':')
    rules.at(-1)?.headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()])
  }
  return rules
}

/** The headers a request path gets, in file order. */
const headersFor = (rules: HeaderRules, path: string): [string, string][] =>
  rules.filter((rule) => rule.pattern.test(path)).flatMap((rule) => rule.headers)

export interface StaticServer {
  url: string
  /** Serve another folder from now on: a new deploy at the same address. */
  setRoot(root: string): void
  /** The addresses (path and query) answered 404 since the last call, in order. */
  misses(): string[]
  /** Stops serving; a second call does nothing. */
  close(): Promise<void>
}

export interface HostOptions {
  /** The site's folder on the host (`/portfolio/`); the default is the root. */
  prefix?: string
  /** Answer an unknown path with the site's 404.html, as GitHub Pages and Netlify do. */
  notFoundPage?: boolean
  /** Send the headers of the site's `_headers` file, as Netlify and Cloudflare Pages do. */
  headersFile?: boolean
  /**
   * Answer an unknown path with the site's index.html and status 200, as single-page-app
   * settings do (Netlify's `/* /index.html 200`, Vercel, Firebase, Cloudflare).
   */
  indexForEveryPath?: boolean
}

/** A minimal static host for tests whose site folder can be swapped. */
export async function serveStatic(root: string, options: HostOptions = {}): Promise<StaticServer> {
  const { prefix = '/', notFoundPage = false, headersFile = false, indexForEveryPath } = options
  let current = root
  const missed: string[] = []
  const rules = async () =>
    headersFile ? parseHeadersFile(await readFile(join(current, '_headers'), 'utf8')) : []
  const server: Server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname))
    const inSite = path.startsWith(prefix) ? `/${path.slice(prefix.length)}` : null
    const send = async (file: string, status: number, sitePath: string) => {
      const body = await readFile(join(current, file))
      const extra = headersFor(await rules(), sitePath)
      res.writeHead(status, {
        'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
        'Cache-Control': 'no-cache',
        ...Object.fromEntries(extra),
      })
      res.end(body)
    }
    try {
      if (inSite === null) throw new Error('outside the site')
      await send(inSite.endsWith('/') ? `${inSite}index.html` : inSite, 200, inSite)
    } catch {
      if (indexForEveryPath && inSite !== null) {
        await send('index.html', 200, inSite).catch(() => res.end())
        return
      }
      missed.push(req.url ?? '/')
      if (notFoundPage && inSite !== null) {
        await send('404.html', 404, inSite).catch(() => res.end())
        return
      }
      res.writeHead(404, { 'Content-Type': 'text/plain' })
      res.end('not found')
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}${prefix}`,
    setRoot: (next) => {
      current = next
    },
    misses: () => missed.splice(0),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/**
 * Serves `root` as serveStatic does from before the first test of the calling file (or
 * describe block) to after its last. `root` may be a function, read when the host starts:
 * a folder an earlier beforeAll makes.
 */
export function staticHost(root: string | (() => string), options: HostOptions = {}): StaticServer {
  let server: StaticServer | undefined
  const started = () => {
    if (!server) throw new Error('The static host starts before the first test.')
    return server
  }
  beforeAll(async () => {
    server = await serveStatic(typeof root === 'string' ? root : root(), options)
  })
  afterAll(() => server?.close())
  return {
    get url() {
      return started().url
    },
    setRoot: (next) => started().setRoot(next),
    misses: () => started().misses(),
    close: () => started().close(),
  }
}
