import { ContactForm } from '../components/ContactForm'
import { ExternalLink } from '../components/ExternalLink'
import { Icon } from '../components/Icon'
import { Section } from '../components/Section'
import { profile } from '../content/profile'
import { profileLinks } from '../site.config'

const footerLinks = profileLinks.filter((l) => l.label === 'LinkedIn' || l.label === 'GitHub')

export default function Contact() {
  return (
    <>
      <Section id="contact" title="Contact" showPercent level={1}>
        <p className="mt-0 max-w-2xl leading-relaxed">
          Questions about a project, an internship or a course? Send me a message and I will get
          back to you.
        </p>
        <ContactForm />
      </Section>
      <footer className="flex flex-wrap items-center justify-center gap-4 py-10 text-sm text-slate-400">
        {footerLinks.map((l) => (
          <ExternalLink
            key={l.label}
            href={l.href}
            className="link inline-flex items-center gap-1.5"
          >
            <Icon name={l.icon} />
            {l.label}
          </ExternalLink>
        ))}
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="i-carbon-time" />© {profile.year} {profile.name}
        </span>
      </footer>
    </>
  )
}
