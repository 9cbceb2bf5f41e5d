import { type ReactNode, Suspense } from 'react'
import { gateFor } from '../lib/hydrateLater'

function Gate({ children }: { children: ReactNode }) {
  const gate = gateFor()
  // While hydrating, a thrown promise keeps the part's pre-rendered element and hydrates it
  // once resolved (Preact's suspended hydration).
  if (gate) throw gate
  return <>{children}</>
}

/**
 * A part of a page that a hydration may take over in a later task than the page around it
 * (lib/hydrateLater.ts): for what the first screen does not show. `children` must be one
 * element, which Preact keeps while the part waits. Elsewhere it renders `children` as is.
 */
export function Later({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate>{children}</Gate>
    </Suspense>
  )
}
