import { Link } from 'wouter'
import { PageHeading } from './PageHeading'

/** Shown in place of a route that failed to render. */
export function ErrorPage({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : String(error)
  return (
    <div role="alert" className="mx-auto max-w-xl py-16 text-center">
      <PageHeading className="m-0 text-2xl font-bold text-slate-100">
        Unexpected Application Error!
      </PageHeading>
      <p className="mt-3 break-words font-mono text-sm text-slate-400">{detail}</p>
      <Link href="/" className="btn mt-6">
        Go to Home Page
      </Link>
    </div>
  )
}
