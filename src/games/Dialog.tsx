import { type ReactNode, useId, useLayoutEffect, useRef } from 'react'
import { createPortal } from 'react-dom'
import { Icon } from '../components/Icon'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

export function focusables(root: Element): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[inert]'))
}

interface DialogProps {
  title: string
  /** How to use what the dialog holds: shown under the title, its accessible description. */
  description: string
  /** Changes when the content is replaced (menu → game): focus moves into the new content. */
  contentKey: string
  onClose: () => void
  children: ReactNode
}

/**
 * The one modal of the games: focus moves in, is trapped, and returns on close;
 * the page behind is inert and does not scroll.
 */
export function Dialog({ title, description, contentKey, onClose, children }: DialogProps) {
  const titleId = useId()
  const descriptionId = useId()
  const overlay = useRef<HTMLDivElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  const closeRef = useRef(onClose)
  closeRef.current = onClose

  useLayoutEffect(() => lockPage(overlay.current!), [])

  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        closeRef.current()
      } else if (event.key === 'Tab') trapTab(event, panel.current!)
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])

  // biome-ignore lint/correctness/useExhaustiveDependencies: refocus whenever the content changes
  useLayoutEffect(() => {
    focusFirst(panel.current!)
  }, [contentKey])

  return createPortal(
    <div
      ref={overlay}
      className="fixed inset-0 z-50 flex items-center justify-center overflow-y-auto overscroll-contain bg-black/75 p-2 bp350:p-4"
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
        className="my-auto w-full max-w-lg rounded-xl border border-ink-line bg-ink-soft p-4 text-slate-200 shadow-2xl focus:outline-none bp480:p-6 motion-safe:animate-fade-in motion-safe:animate-duration-150"
      >
        <h2 id={titleId} className="m-0 mb-2 text-xl font-bold text-slate-100">
          {title}
        </h2>
        <p id={descriptionId} className="m-0 mb-4 text-sm text-slate-300">
          {description}
        </p>
        <div data-dialog-body>{children}</div>
        <div className="mt-6 flex justify-end">
          <button type="button" className="btn" onClick={() => closeRef.current()}>
            <Icon name="carbon:close" />
            Close Game
          </button>
        </div>
      </div>
    </div>,
    document.body,
  )
}

/** Focuses the first control of the body, else the first control, else the panel. */
function focusFirst(panel: HTMLElement): void {
  const body = panel.querySelector('[data-dialog-body]')
  const target = (body && focusables(body)[0]) ?? focusables(panel)[0] ?? panel
  target.focus()
}

function trapTab(event: KeyboardEvent, panel: HTMLElement): void {
  const items = focusables(panel)
  const first = items[0]
  const last = items[items.length - 1]
  if (!first || !last) return
  const active = document.activeElement
  const inside = active instanceof Node && panel.contains(active)
  if (event.shiftKey && (!inside || active === first || active === panel)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && (!inside || active === last)) {
    event.preventDefault()
    first.focus()
  }
}

// Makes everything but the overlay inert, stops page scroll without a layout
// shift, and returns the undo that also gives focus back.
function lockPage(overlay: HTMLElement): () => void {
  const returnTo = document.activeElement
  const body = document.body
  const made = [...body.children].filter((el) => el !== overlay && !el.hasAttribute('inert'))
  for (const el of made) el.setAttribute('inert', '')
  const scrollbar = window.innerWidth - document.documentElement.clientWidth
  const { overflow, paddingRight } = body.style
  body.style.overflow = 'hidden'
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`
  return () => {
    for (const el of made) el.removeAttribute('inert')
    body.style.overflow = overflow
    body.style.paddingRight = paddingRight
    if (returnTo instanceof HTMLElement && returnTo.isConnected) returnTo.focus()
  }
}
