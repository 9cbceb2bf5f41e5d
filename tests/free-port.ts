import { createServer } from 'node:net'

/** A loopback port nobody listens on right now, for a server a test starts (nginx, a WebDriver). */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
