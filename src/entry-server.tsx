import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { App } from './App'
import { ContactForm } from './components/ContactForm'
import { profile } from './content/profile'

export { routePath } from './lib/hashPath'
export { hashRedirect } from './lib/hashRedirect'
export { headMeta } from './lib/headMeta'
export { workerWatchScript } from './lib/offline'
export { siteAddress } from './lib/siteAddress'
export { lazyRoutes, pageFile } from './routes'
export { FORM_ENDPOINT, siteUrl } from './site.config'

/** The title of the static 404.html the build writes for hosts. */
export const notFoundTitle = `Page Not Found · ${profile.name}`

/** Home as HTML, for the build to place in index.html before any script runs. */
export function renderHome(): string {
  return renderToString(
    <StrictMode>
      <App ssrPath="/" />
    </StrictMode>,
  )
}

/** The contact form as plain HTML: with JavaScript off it still posts. */
export function renderContactForm(): string {
  return renderToString(<ContactForm />)
}
