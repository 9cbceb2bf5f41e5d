/** Soft blurred gradient shapes behind the content. */
export function BackgroundShapes() {
  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-0 -z-10 overflow-hidden">
      <div className="absolute -top-40 -left-32 h-[28rem] w-[28rem] rounded-full bg-gradient-to-br from-teal-500/20 to-cyan-700/5 blur-3xl" />
      <div className="absolute top-1/3 -right-40 h-[32rem] w-[32rem] rounded-full bg-gradient-to-bl from-indigo-500/15 to-fuchsia-600/5 blur-3xl" />
      <div className="absolute -bottom-48 left-1/4 h-[26rem] w-[26rem] rounded-full bg-gradient-to-tr from-sky-500/10 to-emerald-400/10 blur-3xl" />
    </div>
  )
}
