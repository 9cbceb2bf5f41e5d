import { forwardRef, type HTMLAttributes } from 'react'

interface PageHeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The page's main heading is an h1; a section that a nav link jumps to, an h2. */
  level?: 1 | 2
}

/**
 * A heading that focus is moved to by code: the page's h1 after a navigation (RouteChange,
 * lib/focusHeading.ts), a section's h2 after a jump from the nav. Focusable by script only
 * (`tabIndex={-1}`), and it draws no focus ring: it is not a control, and without this each
 * engine draws its own ring round it although no key was pressed (WebKit a blue box, Firefox
 * a double line).
 */
export const PageHeading = forwardRef<HTMLHeadingElement, PageHeadingProps>(function PageHeading(
  { level = 1, className = '', ...props },
  ref,
) {
  const Heading = level === 1 ? 'h1' : 'h2'
  return (
    <Heading ref={ref} tabIndex={-1} className={`focus:outline-none ${className}`} {...props} />
  )
})
