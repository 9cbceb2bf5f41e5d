import { useFrame } from '@react-three/fiber'
import { useEffect, useMemo, useRef } from 'react'
import { type Group, type Sprite, type SpriteMaterial, Vector3 } from 'three'
import { skillGroups } from '../../content/skills'
import { colors } from '../../theme.mjs'
import { FULL_RADIUS, fittedRadius, labelGrow, unitAt } from '../fit'
import { labelFontPx, ONE_LINE_SHARE } from '../labelSize'
import { placeOnRings } from '../layout'
import type { Spinner } from '../spin'
import { drawLabel } from './labelTexture'

/** The camera: the sphere (radius 1) with names of some ten letters fits a 35° view from z = 4.2. */
export const CAMERA = {
  fov: 35,
  position: [0, 0, 4.2] as [number, number, number],
  near: 1,
  far: 10,
}
const VIEW = { fov: CAMERA.fov, distance: CAMERA.position[2] }
const RADIUS = FULL_RADIUS
/** Each skill group's label colour: the accent, then UnoCSS's slate-200 and blue-300. */
const GROUP_COLORS = [colors.accent, '#e2e8f0', '#93c5fd']

const skills = skillGroups.flatMap((g, i) => g.skills.map((s) => ({ name: s.name, group: i })))
const places = placeOnRings(
  skills.map((s) => s.name),
  RADIUS,
)
const bases = places.map((p) => new Vector3(p.x, p.y, p.z))
// Scratch vector for the per-frame depth of each name.
const scratch = new Vector3()

interface SceneProps {
  spinner: Spinner
  /** On screen and the tab visible: only then does the scene ask for more frames. */
  active: { current: boolean }
  /** CSS side of the square canvas. */
  side: number
  pixelRatio: number
  fontFamily: string
  onFirstFrame: () => void
}

export function Scene({ spinner, active, side, pixelRatio, fontFamily, onFirstFrame }: SceneProps) {
  const group = useRef<Group>(null)
  const sprites = useRef<(Sprite | null)[]>([])
  const first = useRef(true)
  const fontPx = labelFontPx(side, skills.length)
  const labels = useMemo(
    () =>
      skills.map((s) =>
        drawLabel(s.name, {
          fontPx,
          fontFamily,
          pixelRatio,
          color: GROUP_COLORS[s.group]!,
          maxWidth: side * ONE_LINE_SHARE,
        }),
      ),
    [fontPx, fontFamily, pixelRatio, side],
  )
  useEffect(
    () => () => {
      for (const l of labels) l.texture.dispose()
    },
    [labels],
  )
  // Long names shrink the sphere (the group's scale) so that none leaves the canvas at the rim;
  // the names keep their size (divided by that scale).
  const radius = useMemo(
    () => fittedRadius(Math.max(...labels.map((l) => l.width)), side, VIEW),
    [labels, side],
  )
  // The group's units per CSS pixel at the front of the sphere, where names are largest (the
  // world's, undone by the group's scale).
  const unit = unitAt(radius, side, VIEW) / radius

  useFrame((state, delta) => {
    spinner.step(Math.min(delta, 0.1))
    const g = group.current!
    g.rotation.set(spinner.tilt, spinner.yaw, 0)
    for (let i = 0; i < labels.length; i++) {
      const sprite = sprites.current[i]
      if (!sprite) continue
      // 0 at the back of the sphere, 1 at the front: far names are dimmer and smaller.
      const depth = (scratch.copy(bases[i]!).applyEuler(g.rotation).z / RADIUS + 1) / 2
      const grow = labelGrow(depth) * unit
      sprite.scale.set(labels[i]!.width * grow, labels[i]!.height * grow, 1)
      ;(sprite.material as SpriteMaterial).opacity = 0.25 + 0.75 * depth
    }
    if (first.current) {
      first.current = false
      queueMicrotask(onFirstFrame)
    }
    if (active.current && spinner.isMoving()) state.invalidate()
  })

  return (
    <group ref={group} scale={radius}>
      {labels.map((label, i) => (
        <sprite
          key={skills[i]!.name}
          position={bases[i]!}
          ref={(s) => {
            sprites.current[i] = s
          }}
        >
          <spriteMaterial map={label.texture} transparent depthWrite={false} />
        </sprite>
      ))}
    </group>
  )
}
