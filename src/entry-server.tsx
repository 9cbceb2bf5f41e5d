import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { App } from './App'
import { ContactForm } from './components/ContactForm'
import { documentTitle, routeAt } from './routes'

export { routePath } from './lib/hashPath'
export { hashRedirect } from './lib/hashRedirect'
export { headMeta } from './lib/headMeta'
export { workerWatchScript } from './lib/offline'
export { siteAddress } from './lib/siteAddress'
export { lazyRoutes, pageFile } from './routes'
export { FORM_ENDPOINT, siteUrl } from './site.config'

/** The title of the static 404.html the build writes for hosts: the app's 404 title. */
export const notFoundTitle = documentTitle('/404')

/** Home as HTML, for the build to place in index.html before any script runs. */
export function renderHome(): string {
  return renderToString(
    <StrictMode>
      <App ssrPath="/" />
    </StrictMode>,
  )
}

/** Contact's heading and form as plain HTML, for a <noscript>: with JavaScript off it still posts. */
export function renderContactForm(): string {
  return renderToString(
    <div className="mx-auto max-w-5xl px-4 pb-12">
      <h2 className="text-xl font-bold text-slate-100">{routeAt('/contact').title}</h2>
      <ContactForm />
    </div>,
  )
}
