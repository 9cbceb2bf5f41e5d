// @unocss-include: the sphere box classes below are generated from this file.
/**
 * The sphere's square side in CSS pixels for each window width step (spec
 * section 9: steps at 350, 480, 600 and 768 px). Each side leaves at least
 * 30 px of the window free, so the sphere never overflows it.
 */
export const SPHERE_STEPS = [
  { minWidth: 0, side: 260 },
  { minWidth: 350, side: 300 },
  { minWidth: 480, side: 380 },
  { minWidth: 600, side: 440 },
  { minWidth: 768, side: 480 },
] as const

/** The side the sphere box has at a given window width (mirrors SPHERE_BOX). */
export function sphereSide(windowWidth: number): number {
  let side: number = SPHERE_STEPS[0].side
  for (const step of SPHERE_STEPS) if (windowWidth >= step.minWidth) side = step.side
  return side
}

/**
 * Classes of the sphere box: CSS does the sizing, so the box has its final
 * size before any script runs and keeps it when the 3D scene loads. The
 * breakpoints xs, sm, ms, md are 350, 480, 600, 768 px (uno.config.ts);
 * the max width keeps it inside the window whatever the page padding (a
 * percentage would collapse it in an auto-sized grid column).
 */
export const SPHERE_BOX =
  'relative mx-auto block shrink-0 aspect-square max-w-[calc(100vw-2rem)] w-[260px] xs:w-[300px] sm:w-[380px] ms:w-[440px] md:w-[480px]'
