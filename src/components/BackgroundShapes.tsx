/**
 * Soft gradient shapes behind the content. Radial gradients that fade out, not blurred
 * boxes: a blur filter this large costs a phone (and a software rasteriser) a slow first paint.
 */
export function BackgroundShapes() {
  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-0 -z-10 overflow-hidden">
      <div className="absolute -top-64 -left-56 h-[44rem] w-[44rem] bg-[radial-gradient(closest-side,rgba(20,184,166,0.22),rgba(14,116,144,0.05)_60%,transparent)]" />
      <div className="absolute top-1/4 -right-64 h-[48rem] w-[48rem] bg-[radial-gradient(closest-side,rgba(99,102,241,0.16),rgba(192,38,211,0.05)_60%,transparent)]" />
      <div className="absolute -bottom-72 left-[10%] h-[42rem] w-[42rem] bg-[radial-gradient(closest-side,rgba(14,165,233,0.09),rgba(52,211,153,0.06)_60%,transparent)]" />
    </div>
  )
}
