import { type ReactNode, useRef } from 'react'
import { formatPercent } from '../lib/scrollProgress'
import { useScrollProgress } from '../lib/useScrollProgress'
import { PageHeading } from './PageHeading'

interface SectionProps {
  id: string
  title: string
  children: ReactNode
  /**
   * What shows beside the heading, given the progress (Contact's percentage): written by the
   * page that has one, so its code is not in the entry with Home's sections.
   */
  aside?: (progress: number) => ReactNode
  /** The page's main heading is an h1; a section of a longer page an h2. */
  level?: 1 | 2
}

/** A page section whose heading sticks under the header with a scroll progress bar. */
export function Section({ id, title, children, aside, level = 2 }: SectionProps) {
  const ref = useRef<HTMLElement>(null)
  const progress = useScrollProgress(ref)
  const headingId = `${id}-heading`
  return (
    <section
      id={id}
      ref={ref}
      aria-labelledby={headingId}
      className="scroll-mt-[calc(var(--stuck-h)*-1)] py-10 md:py-14"
    >
      <div
        data-sticky
        className="tall:sticky top-[var(--header-h)] z-20 -mx-4 mb-6 bg-ink/90 px-4 py-3 backdrop-blur"
      >
        <div className="flex items-baseline justify-between gap-4">
          <PageHeading
            id={headingId}
            level={level}
            className="m-0 text-xl font-bold tracking-tight text-slate-100 md:text-2xl"
          >
            {title}
          </PageHeading>
          {aside?.(progress)}
        </div>
        <div
          role="progressbar"
          aria-label={`${title} section scroll progress`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          aria-valuetext={formatPercent(progress)}
          className="mt-2 h-1 overflow-hidden rounded-full bg-ink-line forced:border forced:border-solid"
        >
          <div
            className="h-full origin-left scale-x-0 rounded-full bg-accent forced:bg-[CanvasText]"
            // No style attribute in the pre-rendered HTML (the CSP allows no inline styles).
            style={progress > 0 ? { transform: `scaleX(${progress / 100})` } : undefined}
          />
        </div>
      </div>
      {children}
    </section>
  )
}
