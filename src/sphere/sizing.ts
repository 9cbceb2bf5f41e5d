/**
 * The sphere's square side in CSS pixels for each window width step (spec
 * section 9: steps at 350, 480, 600 and 768 px). Each side leaves at least
 * 30 px of the window free, so the sphere never overflows it. The one home of
 * the sphere's size: the `sphere-box` shortcut is generated from it, and the 3D
 * scene draws at the size of that box.
 */
export const SPHERE_STEPS = [
  { minWidth: 0, side: 260 },
  { minWidth: 350, side: 300 },
  { minWidth: 480, side: 380 },
  { minWidth: 600, side: 440 },
  { minWidth: 768, side: 480 },
] as const

/** The side the sphere box has at a given window width. */
export function sphereSide(windowWidth: number): number {
  let side: number = SPHERE_STEPS[0].side
  for (const step of SPHERE_STEPS) if (windowWidth >= step.minWidth) side = step.side
  return side
}

/**
 * What the `sphere-box` shortcut (uno.config.ts) stands for, given the theme's
 * breakpoints: CSS does the sizing, so the box has its final size before any
 * script runs and keeps it when the 3D scene loads. Each step's width goes under
 * the breakpoint at its min width; the max width keeps the box inside the window
 * whatever the page padding (a percentage would collapse it in an auto-sized grid
 * column).
 */
export function sphereBoxClasses(breakpoints: Readonly<Record<string, string>>): string {
  const widths = SPHERE_STEPS.map(({ minWidth, side }) => {
    if (minWidth === 0) return `w-[${side}px]`
    const name = Object.keys(breakpoints).find((key) => breakpoints[key] === `${minWidth}px`)
    if (!name) throw new Error(`sphere-box: no breakpoint at ${minWidth}px in uno.config.ts`)
    return `${name}:w-[${side}px]`
  })
  return `relative mx-auto block shrink-0 aspect-square max-w-[calc(100vw-2rem)] ${widths.join(' ')}`
}
