import { allSkills } from '../content/skills'

/**
 * The skill sphere slot (UI contract: role="img", name contains "skill sphere").
 * For now a static, readable cloud of the skill names; the 3D scene replaces it lazily.
 */
export function SkillSphere() {
  return (
    <div
      role="img"
      aria-label={`Interactive skill sphere: ${allSkills.map((s) => s.name).join(', ')}`}
      className="sphere-slot"
    >
      <ul aria-hidden="true" className="flex flex-wrap justify-center content-center gap-x-4 gap-y-2 h-full p-4 m-0 list-none">
        {allSkills.map((s, i) => (
          <li key={s.name} className={i % 3 === 0 ? 'text-lg text-teal-300' : 'text-sm text-slate-300'}>
            {s.name}
          </li>
        ))}
      </ul>
    </div>
  )
}
