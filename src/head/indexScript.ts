// index.html's head script, an entry of its own: the build bundles it into one minified
// script and inlines it in the head (scripts/plugins/head-scripts.ts), with the build's plan in place
// of BUILD_DATA.
import { boot } from './boot'
import type { BootPlan } from './contract'
import { watchWorker } from './workerWatch'

declare const __BUILD_DATA__: BootPlan

watchWorker()
boot(__BUILD_DATA__, (url) => import(/* @vite-ignore */ url))
