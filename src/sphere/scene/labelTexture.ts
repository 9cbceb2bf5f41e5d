import { CanvasTexture, LinearFilter, SRGBColorSpace } from 'three'
import { labelLines } from '../labelSize'

interface LabelStyle {
  /** CSS pixel size of the text where it is largest (the front of the sphere). */
  fontPx: number
  fontFamily: string
  color: string
  /** Device pixels per CSS pixel the canvas renders at (1 to 2). */
  pixelRatio: number
  /** The widest the name is drawn on one line, in CSS pixels: wider, it takes two. */
  maxWidth: number
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
  const { fontPx, fontFamily, color, pixelRatio, maxWidth } = style
  const font = `600 ${fontPx}px ${fontFamily}`
  const canvas = document.createElement('canvas')
  const ctx = canvas.getContext('2d')!
  ctx.font = font
  const pad = Math.ceil(fontPx * 0.3)
  const measure = (line: string) => ctx.measureText(line).width
  const lines = labelLines(text, measure, maxWidth - 2 * pad)
  const lineHeight = fontPx * 1.2
  const width = Math.ceil(Math.max(...lines.map(measure))) + 2 * pad
  const height = Math.ceil(fontPx * 0.3 + lineHeight * lines.length)
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
  lines.forEach((line, i) => {
    ctx.fillText(line, width / 2, height / 2 + (i - (lines.length - 1) / 2) * lineHeight)
  })
  const texture = new CanvasTexture(canvas)
  texture.colorSpace = SRGBColorSpace
  texture.magFilter = LinearFilter
  return { texture, width, height }
}
