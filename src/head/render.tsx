import { renderToString } from 'react-dom/server'
import { App, pageReady } from '../App'
import { ContactForm } from '../components/ContactForm'
import { documentTitle, pageLoader, routeAt } from '../routes'
import { loadLiveSphere } from '../sphere/SkillSphere'

// What the pre-render (scripts/plugins/prerender.ts) loads through Vite's loader for server rendering:
// the app rendered as HTML, and what the page's head and the build read from the content and
// the route table. The inline scripts are built apart (scripts/plugins/head-scripts.ts).
export { documentTitle, lazyRoutes, pageFile } from '../routes'
export { FORM_ENDPOINT, siteUrl } from '../site.config'
export { headMeta } from './headMeta'

/** The title of the static 404.html the build writes for hosts: the app's 404 title. */
export const notFoundTitle = documentTitle('/404')

/**
 * The app at a route's `path` as HTML: Home for index.html, every other route for its
 * snapshot (scripts/plugins/prerender.ts). The page's code is loaded first, as main.tsx does before
 * it hydrates, so that the HTML holds the page itself where a render would suspend.
 */
export async function renderRoute(path: string): Promise<string> {
  // The page's own import first, so that a failure stops the build with its cause.
  await pageLoader(routeAt(path).page)?.()
  if (!(await pageReady(path))) throw new Error(`prerender: the page of ${path} did not load`)
  // Home's sphere: its live part is a chunk of its own, which the HTML holds rendered.
  if (!(await loadLiveSphere())) throw new Error('prerender: the skill sphere did not load')
  return renderToString(<App ssrPath={path} />)
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
