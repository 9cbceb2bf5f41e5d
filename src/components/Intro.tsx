import { useLayoutEffect, useRef } from 'react'
import { profile } from '../content/profile'
import { openGames } from '../games/opener'
import { tapCounter } from '../lib/taps'
import { PageHeading } from './PageHeading'

// Five taps (or clicks) on the name within three seconds open the games menu: a phone has
// no keyboard to type "games" until a field is focused.
const GAME_TAPS = 5
const GAME_TAPS_MS = 3000

/** The top of Home: the owner's name (the page's h1), role and tagline. */
export function Intro() {
  const heading = useRef<HTMLHeadingElement>(null)
  useLayoutEffect(() => {
    const h1 = heading.current!
    const tap = tapCounter(GAME_TAPS, GAME_TAPS_MS)
    const onClick = () => {
      if (tap(performance.now())) openGames()
    }
    h1.addEventListener('click', onClick)
    return () => h1.removeEventListener('click', onClick)
  }, [])
  return (
    <div className="pt-10 md:pt-16">
      <PageHeading
        ref={heading}
        // touch-action: manipulation, so taps never zoom (and never wait to see if they do).
        className="m-0 touch-manipulation text-3xl font-bold tracking-tight text-slate-100 md:text-5xl"
      >
        {profile.name}
      </PageHeading>
      <p className="mt-2 mb-0 text-lg font-medium text-accent md:text-xl">{profile.role}</p>
      <p className="mt-3 mb-0 max-w-xl text-slate-400">{profile.tagline}</p>
    </div>
  )
}
