import type { Experience } from '../content/types'
import { Tags } from './Chip'
import { Later } from './Later'

/** Work experience, newest first, on a vertical line. */
export function Timeline({ entries }: { entries: readonly Experience[] }) {
  return (
    <ol className="relative m-0 list-none border-l border-ink-line p-0 pl-6 md:pl-8">
      {entries.map((e) => (
        // Text alone: each entry hydrates after the page around it, one per task.
        <Later key={`${e.dates}-${e.title}`}>
          <li className="relative mb-10 last:mb-0">
            <span
              aria-hidden="true"
              className="absolute -left-[31px] top-1.5 h-3.5 w-3.5 rounded-full border-2 border-accent bg-ink md:-left-[39px]"
            />
            <p className="m-0 font-mono text-xs uppercase tracking-wider text-slate-400">
              {e.dates}
            </p>
            <h2 className="mt-1 mb-0 text-lg font-semibold text-slate-100">{e.title}</h2>
            <p className="m-0 text-sm text-slate-400">{e.organisation}</p>
            <ul className="mt-3 mb-0 space-y-1.5 pl-5 text-sm leading-relaxed list-disc marker:text-accent">
              {e.bullets.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
            <Tags tags={e.tags} label={`Technologies used as ${e.title}`} />
          </li>
        </Later>
      ))}
    </ol>
  )
}
