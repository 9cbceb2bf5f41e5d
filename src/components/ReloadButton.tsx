import { reloadNow } from '../lib/safeReload'
import { Icon } from './Icon'

/** Reloads the page onto the site's new deploy, once what the visitor typed is saved. */
export function ReloadButton({ className = 'btn' }: { className?: string }) {
  return (
    <button type="button" className={className} onClick={() => reloadNow()}>
      <Icon name="carbon:renew" />
      Reload
    </button>
  )
}
