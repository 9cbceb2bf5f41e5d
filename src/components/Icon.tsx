/** An icon from the build's sprite, named `set:name` as in the content files. */
export function Icon({ name, className = '' }: { name: string; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className={`inline-block h-[1em] w-[1em] shrink-0 ${className}`}
    >
      <use href={`icons.svg#${name.replace(':', '-')}`} />
    </svg>
  )
}
