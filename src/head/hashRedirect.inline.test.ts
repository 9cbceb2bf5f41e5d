import { buildHeadScript } from '../../scripts/plugins/head-scripts'
import { CASES, ROUTES } from '../test/hashRedirect.cases'

// 404.html's script as it ships (built from notFoundScript.ts), run at each address of the
// cases. Not in the mutation runs (vitest.mutation.config.ts): Stryker's instrumented source
// is not what the build bundles.
test('the built 404 script sends each address where hashRedirect says', async () => {
  const withData = await buildHeadScript('notFound')
  for (const [path, search, base, target] of CASES) {
    const script = withData({ base, routes: ROUTES })
    let sent: string | null = null
    const origin = 'https://name.github.io'
    const location = {
      href: `${origin}${path}${search}`,
      origin,
      pathname: path,
      search,
      replace: (to: string) => (sent = to),
    }
    new Function('location', script)(location)
    expect(sent, `${path}${search} under ${base}`).toBe(
      target === null ? null : new URL(target, origin).href,
    )
  }
})
