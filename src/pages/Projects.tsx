import { ownThumbnails } from 'virtual:project-thumbnails'
import { Tags } from '../components/Chip'
import { ExternalLink } from '../components/ExternalLink'
import { HomeLink } from '../components/HomeLink'
import { Icon } from '../components/Icon'
import { Later } from '../components/Later'
import { PageHeading } from '../components/PageHeading'
import { projects, projectYears } from '../content/projects'
import type { Project } from '../content/types'
import { scrollBehavior } from '../lib/useMediaQuery'
import type { PageProps } from '../routes'

/**
 * Scrolls to a year's section without touching the (hash) route. Every card is laid out
 * first: one not yet near the screen holds a guessed height (ProjectEntry), and the jump would
 * land where the guesses put the year, short of it once they became real.
 */
function jumpTo(year: number) {
  for (const card of document.querySelectorAll<HTMLElement>('#main .card'))
    card.style.contentVisibility = 'visible'
  const target = document.getElementById(`year-${year}`)
  target?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' })
  target?.focus({ preventScroll: true })
}

const own = new Set(ownThumbnails)

const imgProps = (eager: boolean) =>
  ({
    width: 200,
    height: 125,
    loading: eager ? 'eager' : 'lazy',
    // The text is what a visitor reads first: the pictures never compete with its code.
    fetchPriority: 'low',
    decoding: 'async',
    className: 'block h-auto w-full max-w-[200px] rounded-lg border border-ink-line bg-ink-soft',
  }) as const

/** The project's own picture (WebP, JPEG fallback), or the one the build drew from its title. */
function Thumbnail({ project, eager }: { project: Project; eager: boolean }) {
  if (!own.has(project.slug))
    return <img src={`thumbnails/${project.slug}.svg`} alt={project.alt} {...imgProps(eager)} />
  const src = (w: number, ext: string) => `thumbnails/${project.slug}-${w}.${ext}`
  return (
    <picture>
      <source type="image/webp" srcSet={`${src(200, 'webp')} 1x, ${src(400, 'webp')} 2x`} />
      <img
        src={src(200, 'jpg')}
        srcSet={`${src(200, 'jpg')} 1x, ${src(400, 'jpg')} 2x`}
        alt={project.alt}
        {...imgProps(eager)}
      />
    </picture>
  )
}

/**
 * The cards that a large window may show at first: laid out with the page. Every card after
 * them is laid out only near the screen (content-visibility: auto), so a long list no longer
 * holds the first paint (its layout was 104-171 ms on a slow phone); until then its height is
 * about a card's, and once laid out the browser keeps its real one (auto). A guessed height
 * never shows: a card on the first screen is laid out in full, whatever the content (one
 * project in the newest year puts the next year's heading on that screen).
 */
const FIRST_SCREEN_CARDS = 6

function ProjectEntry({
  project,
  position,
}: {
  project: Project
  /** The card's place on the page, from 0. */
  position: number
}) {
  const eager = position < 2
  return (
    // Only the height is guessed, so a card is never wider than the screen.
    <li
      className={`card grid gap-4 bp600:grid-cols-[200px_1fr]${position < FIRST_SCREEN_CARDS ? '' : ' [content-visibility:auto] [contain-intrinsic-block-size:auto_360px] bp600:[contain-intrinsic-block-size:auto_220px]'}`}
    >
      <Thumbnail project={project} eager={eager} />
      <div>
        <p className="m-0 font-mono text-xs uppercase tracking-wider text-slate-400">
          {project.period}
        </p>
        <h3 className="mt-1 mb-2 text-lg font-semibold">
          <ExternalLink href={project.link} className="link text-slate-100">
            {project.title}
            <Icon name="carbon:launch" className="ml-1.5 text-sm align-middle" />
          </ExternalLink>
        </h3>
        <p className="m-0 text-sm leading-relaxed">{project.description}</p>
        <Tags tags={project.tags} label={`Technologies of ${project.title}`} />
      </div>
    </li>
  )
}

export default function Projects({ title }: PageProps) {
  let index = 0
  return (
    <>
      <HomeLink />
      <PageHeading className="mt-4 mb-4 text-3xl font-bold tracking-tight text-slate-100 md:text-4xl">
        {title}
      </PageHeading>
      <Later>
        <nav aria-label="Project years" className="mb-6">
          <ul className="m-0 flex flex-wrap gap-2 p-0 list-none">
            {projectYears.map((year) => (
              <li key={year}>
                <button type="button" className="btn px-3 py-1" onClick={() => jumpTo(year)}>
                  {year}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      </Later>
      {projectYears.map((year) => (
        <section key={year} aria-labelledby={`year-${year}`} className="mb-10">
          <PageHeading
            level={2}
            id={`year-${year}`}
            data-sticky
            className="tall:sticky top-[var(--header-h)] z-20 -mx-4 mb-4 mt-0 scroll-mt-[calc(var(--stuck-h)*-1)] bg-ink/90 px-4 py-3 text-xl font-bold text-slate-100 backdrop-blur"
          >
            {year}
          </PageHeading>
          {/* Plain links and text, nothing to wait for: a year's cards hydrate after the page
              around them, one year per task. The first two pictures show on the first screen. */}
          <Later>
            <ul className="m-0 grid gap-5 p-0 list-none">
              {projects
                .filter((p) => p.year === year)
                .map((p) => (
                  <ProjectEntry key={p.slug} project={p} position={index++} />
                ))}
            </ul>
          </Later>
        </section>
      ))}
    </>
  )
}
