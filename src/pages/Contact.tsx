import { ContactForm } from '../components/ContactForm'
import { Section } from '../components/Section'
import type { PageProps } from '../routes'

export default function Contact({ title }: PageProps) {
  return (
    <Section id="contact" title={title} showPercent level={1}>
      <p className="mt-0 max-w-2xl leading-relaxed">
        Questions about a project, an internship or a course? Send me a message and I will get back
        to you.
      </p>
      <ContactForm />
    </Section>
  )
}
