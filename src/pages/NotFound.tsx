import { Link } from 'wouter'
import { PageHeading } from '../components/PageHeading'
import type { PageProps } from '../routes'

export default function NotFound({ title }: PageProps) {
  return (
    <div className="text-center">
      <img
        src="404.svg"
        alt="A lost astronaut drifting in space with an unplugged tether"
        width={320}
        height={240}
        className="mx-auto h-auto w-full max-w-[320px]"
      />
      {/* The page's name is its title; "404" is the code above it, shown as before. */}
      <p className="mt-6 mb-0 font-mono text-6xl font-bold text-accent">404</p>
      <PageHeading className="mt-2 mb-0 text-xl font-semibold text-slate-100">{title}</PageHeading>
      <p className="mt-2 text-sm text-slate-400">The page you are looking for does not exist.</p>
      <Link href="/" className="btn mt-6">
        Go to Home Page
      </Link>
    </div>
  )
}
