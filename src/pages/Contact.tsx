import { ContactForm } from '../components/ContactForm'
import { Later } from '../components/Later'
import { Section } from '../components/Section'
import { profile } from '../content/profile'
import { fixedWidthPercent } from '../lib/scrollProgress'
import type { PageProps } from '../routes'

/** The share of the page scrolled, beside its heading: the page is one long form. */
const percent = (progress: number) => (
  <span
    aria-hidden="true"
    className="w-[4.5rem] shrink-0 text-right font-mono text-xs text-accent tabular-nums"
  >
    {fixedWidthPercent(progress)}
  </span>
)

export default function Contact({ title }: PageProps) {
  return (
    <Section id="contact" title={title} aside={percent} level={1}>
      <p className="mt-0 max-w-2xl leading-relaxed">{profile.invitation}</p>
      {/* Fields and a button: a pointer or focus on one hydrates it before its use. */}
      <Later>
        <ContactForm />
      </Later>
    </Section>
  )
}
