import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { App } from './App'
import { ContactForm } from './components/ContactForm'

export { routePath } from './lib/hashPath'
export { headMeta } from './lib/headMeta'
export { lazyRoutes, pageFile } from './routes'
export { FORM_ENDPOINT } from './site.config'

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
