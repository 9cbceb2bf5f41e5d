import { ContactForm } from '../components/ContactForm'
import { Section } from '../components/Section'
import { profile } from '../content/profile'
import type { PageProps } from '../routes'

export default function Contact({ title }: PageProps) {
  return (
    <Section id="contact" title={title} showPercent level={1}>
      <p className="mt-0 max-w-2xl leading-relaxed">{profile.invitation}</p>
      <ContactForm />
    </Section>
  )
}
