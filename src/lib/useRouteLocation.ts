import { useSyncExternalStore } from 'react'
import { navigate } from 'wouter/use-hash-location'
import { routePath } from './hashPath'

const subscribe = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange)
  return () => window.removeEventListener('hashchange', onChange)
}

const currentPath = () => routePath(window.location.hash)

/**
 * wouter's location hook for hash routes, reading the hash with `routePath` like the inline
 * head script and main.tsx do: `#/?ref=cv` is Home, `#/courses/` is Courses. Links and
 * navigation are wouter's own (`#/projects`); `ssrPath` is the path a pre-render shows.
 */
export function useRouteLocation({
  ssrPath = '/',
}: {
  ssrPath?: string
} = {}): [string, typeof navigate] {
  return [useSyncExternalStore(subscribe, currentPath, () => ssrPath), navigate]
}

useRouteLocation.hrefs = (href: string): string => `#${href}`
