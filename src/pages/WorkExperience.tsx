import { HomeLink } from '../components/HomeLink'
import { PageHeading } from '../components/PageHeading'
import { Timeline } from '../components/Timeline'
import { experience } from '../content/experience'
import type { PageProps } from '../routes'

export default function WorkExperience({ title }: PageProps) {
  return (
    <>
      <HomeLink />
      <PageHeading className="mt-4 mb-10 text-3xl font-bold tracking-tight text-slate-100 md:text-4xl">
        {title}
      </PageHeading>
      <Timeline entries={experience} />
    </>
  )
}
