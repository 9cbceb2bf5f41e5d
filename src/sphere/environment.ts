/** What the browser offers the sphere: checked before its 3D code is ever fetched. */

interface NetworkInformation {
  saveData?: boolean
  effectiveType?: string
}

/** Save-Data is on or the connection is 2G or slower: the sphere waits to be asked for. */
export function prefersLightPage(nav: Navigator = navigator): boolean {
  const connection = (nav as Navigator & { connection?: NetworkInformation }).connection
  if (!connection) return false
  return connection.saveData === true || /(^|-)2g$/.test(connection.effectiveType ?? '')
}

/**
 * Whether WebGL works here, probed on a throwaway canvas whose context is
 * released at once; the renderer is never created (and never logs) without it.
 */
export function hasWebGL(doc: Document = document): boolean {
  try {
    const canvas = doc.createElement('canvas')
    const gl = (canvas.getContext('webgl2') ??
      canvas.getContext('webgl')) as WebGLRenderingContext | null
    if (!gl) return false
    gl.getExtension('WEBGL_lose_context')?.loseContext()
    return true
  } catch {
    return false
  }
}
