import { Icon } from './Icon'

export function Chip({ label, icon }: { label: string; icon?: string }) {
  return (
    <li className="chip">
      {icon && <Icon name={icon} className="text-sm" />}
      {label}
    </li>
  )
}

/** A list of technology tags. */
export function Tags({ tags, label }: { tags: readonly string[]; label: string }) {
  if (tags.length === 0) return null
  return (
    <ul aria-label={label} className="mt-3 flex flex-wrap gap-2 p-0 list-none">
      {tags.map((t) => (
        <Chip key={t} label={t} />
      ))}
    </ul>
  )
}
