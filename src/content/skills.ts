import type { Skill, SkillGroup } from './types'

export const skillGroups = [
  {
    name: 'Comfortable',
    skills: [
      { name: 'Python', icon: 'i-simple-icons-python' },
      { name: 'Java', icon: 'i-simple-icons-openjdk' },
      { name: 'JavaScript', icon: 'i-simple-icons-javascript' },
      { name: 'TypeScript', icon: 'i-simple-icons-typescript' },
      { name: 'React', icon: 'i-simple-icons-react' },
      { name: 'HTML', icon: 'i-simple-icons-html5' },
      { name: 'CSS', icon: 'i-simple-icons-css' },
    ],
  },
  {
    name: 'Familiar',
    skills: [
      { name: 'C', icon: 'i-simple-icons-c' },
      { name: 'OCaml', icon: 'i-simple-icons-ocaml' },
      { name: 'Node.js', icon: 'i-simple-icons-nodedotjs' },
      { name: 'Express', icon: 'i-simple-icons-express' },
      { name: 'Firebase', icon: 'i-simple-icons-firebase' },
      { name: 'SQL', icon: 'i-simple-icons-postgresql' },
      { name: 'Git', icon: 'i-simple-icons-git' },
    ],
  },
  {
    name: 'Currently Learning',
    skills: [
      { name: 'PyTorch', icon: 'i-simple-icons-pytorch' },
      { name: 'Docker', icon: 'i-simple-icons-docker' },
      { name: 'Kotlin', icon: 'i-simple-icons-kotlin' },
      { name: 'Three.js', icon: 'i-simple-icons-threedotjs' },
      { name: 'Rust', icon: 'i-simple-icons-rust' },
    ],
  },
] as const satisfies readonly SkillGroup[]

/** Every skill name, in group order: what the skill sphere shows. */
export const allSkills: readonly Skill[] = skillGroups.flatMap((g): readonly Skill[] => g.skills)
