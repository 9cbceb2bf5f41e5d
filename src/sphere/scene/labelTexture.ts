import { CanvasTexture, LinearFilter, SRGBColorSpace } from 'three'

interface LabelStyle {
  /** CSS pixel size of the text where it is largest (the front of the sphere). */
  fontPx: number
  fontFamily: string
  color: string
  /** Device pixels per CSS pixel the canvas renders at (1 to 2). */
  pixelRatio: number
}

interface Label {
  texture: CanvasTexture
  /** Size of the label in CSS pixels at the front of the sphere. */
  width: number
  height: number
}

/**
 * Draws one name into a canvas texture sized for the pixel ratio, in the
 * page's own font, so it stays crisp and fetches nothing.
 */
export function drawLabel(text: string, style: LabelStyle): Label {
  const { fontPx, fontFamily, color, pixelRatio } = style
  const font = `600 ${fontPx}px ${fontFamily}`
  const canvas = document.createElement('canvas')
  const ctx = canvas.getContext('2d')!
  ctx.font = font
  const pad = Math.ceil(fontPx * 0.3)
  const width = Math.ceil(ctx.measureText(text).width) + 2 * pad
  const height = Math.ceil(fontPx * 1.5)
  canvas.width = Math.ceil(width * pixelRatio)
  canvas.height = Math.ceil(height * pixelRatio)
  // Resizing resets the context, so the font is set again at the device scale.
  ctx.scale(pixelRatio, pixelRatio)
  ctx.font = font
  ctx.textAlign = 'center'
  ctx.textBaseline = 'middle'
  ctx.shadowColor = 'rgba(2, 6, 23, 0.9)'
  ctx.shadowBlur = fontPx * 0.25
  ctx.fillStyle = color
  ctx.fillText(text, width / 2, height / 2)
  const texture = new CanvasTexture(canvas)
  texture.colorSpace = SRGBColorSpace
  texture.magFilter = LinearFilter
  return { texture, width, height }
}
