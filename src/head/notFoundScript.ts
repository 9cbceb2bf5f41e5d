// 404.html's script, an entry of its own (scripts/plugins/head-scripts.ts, scripts/plugins/not-found-page.ts):
// it runs in the head, before anything paints, and sends the visitor to the same path as a
// hash route (hashRedirect.ts); replace() keeps the broken address out of history.
import type { NotFoundPlan } from './contract'
import { hashRedirect } from './hashRedirect'

declare const __BUILD_DATA__: NotFoundPlan

const { base, routes } = __BUILD_DATA__
const target = hashRedirect(location.pathname, location.search, base, routes)
// The target is a path of this site (hashRedirect says so); should it ever name another
// origin, the page stays here instead of sending the visitor there.
const url = target === null ? null : new URL(target, location.href)
if (url && url.origin === location.origin) location.replace(url.href)
