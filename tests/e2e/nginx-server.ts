import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { findNginx as findNginxBinary, lacking } from '../../scripts/lib/tools.mjs'
import { freePort } from '../free-port'

/** The nginx binary and its configuration folder (for mime.types), or a plain error saying how to get it. */
export function findNginx(): { binary: string; confDir: string } {
  const binary = findNginxBinary()
  // nginx -V prints to stderr; the configure line names its configuration file.
  const { error, stderr } = binary ? spawnSync(binary, ['-V'], { encoding: 'utf8' }) : {}
  if (!binary || error) {
    throw new Error(
      `tests/e2e/nginx.e2e.ts serves the build through nginx: ${lacking(['nginx']).join('')}.`,
    )
  }
  const conf = /--conf-path=(\S+)/.exec(stderr ?? '')?.[1]
  return { binary, confDir: conf ? dirname(conf) : '/etc/nginx' }
}

export interface NginxServer {
  /** The site's address: the server's, then the folder. */
  url: string
  close(): Promise<void>
}

/**
 * Serves `dist` through a real nginx, as an owner deploys it: the build copied under its
 * folder in the server's root, and the site's rules `include`d in the server block. nginx
 * runs in the foreground as this user (no master process, no privilege drop), with every
 * path it writes in a temporary folder.
 */
export async function serveWithNginx(
  dist: string,
  folder: string,
  snippet: string,
): Promise<NginxServer> {
  const { binary, confDir } = findNginx()
  const prefix = mkdtempSync(join(tmpdir(), 'nginx-'))
  const root = join(prefix, 'www')
  mkdirSync(join(root, decodeURI(folder)), { recursive: true })
  cpSync(dist, join(root, decodeURI(folder)), { recursive: true })
  writeFileSync(join(prefix, 'site.conf'), snippet)
  const port = await freePort()
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `daemon off;
master_process off;
worker_processes 1;
pid ${join(prefix, 'nginx.pid')};
error_log stderr warn;
events { worker_connections 128; }
http {
  include ${join(confDir, 'mime.types')};
  default_type application/octet-stream;
  access_log off;
  ${temp.map((kind) => `${kind}_temp_path ${join(prefix, kind)};`).join('\n  ')}
  server {
    listen 127.0.0.1:${port};
    root ${root};
    include ${join(prefix, 'site.conf')};
  }
}
`,
  )
  const child: ChildProcess = spawn(
    binary,
    ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  let log = ''
  child.stderr?.on('data', (chunk) => {
    log += chunk
  })
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()))
  // A worker that ends without closing (a crash, a time-out) takes its nginx with it.
  const orphan = () => child.kill('SIGKILL')
  process.once('exit', orphan)
  const url = `http://127.0.0.1:${port}${folder}`
  // Ready when it answers; an nginx that stops first (a bad rule) fails with its own words.
  for (let ready = false; !ready; ) {
    if (child.exitCode !== null) throw new Error(`nginx stopped: ${log.trim()}`)
    ready = await fetch(url).then(
      () => true,
      () => new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 50)),
    )
  }
  return {
    url,
    async close() {
      process.off('exit', orphan)
      child.kill('SIGQUIT')
      await exited
      rmSync(prefix, { recursive: true, force: true })
    },
  }
}
