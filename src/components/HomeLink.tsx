import { Link } from 'wouter'
import { Icon } from './Icon'

/** The "Home" link at the top of a sub-page. */
export function HomeLink() {
  return (
    <Link href="/" className="link mt-8 inline-flex items-center gap-1.5 text-sm font-semibold">
      <Icon name="carbon:arrow-left" />
      Home
    </Link>
  )
}
