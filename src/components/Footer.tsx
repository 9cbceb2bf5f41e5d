import { profile } from '../content/profile'

export function Footer() {
  return (
    <footer className="mx-auto max-w-5xl px-6 py-10 text-center text-sm text-slate-400">
      <p>{profile.credits}</p>
      <p className="mt-1">
        © {profile.year} {profile.name}
      </p>
    </footer>
  )
}
