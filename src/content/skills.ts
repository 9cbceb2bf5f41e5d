import type { Skill, SkillGroup } from './types'

export const skillGroups: readonly SkillGroup[] = [
  {
    name: 'Comfortable',
    skills: [
      { name: 'Python', icon: 'simple-icons:python' },
      { name: 'Java', icon: 'simple-icons:openjdk' },
      { name: 'JavaScript', icon: 'simple-icons:javascript' },
      { name: 'TypeScript', icon: 'simple-icons:typescript' },
      { name: 'React', icon: 'simple-icons:react' },
      { name: 'HTML', icon: 'simple-icons:html5' },
      { name: 'CSS', icon: 'simple-icons:css' },
    ],
  },
  {
    name: 'Familiar',
    skills: [
      { name: 'C', icon: 'simple-icons:c' },
      { name: 'OCaml', icon: 'simple-icons:ocaml' },
      { name: 'Node.js', icon: 'simple-icons:nodedotjs' },
      { name: 'Express', icon: 'simple-icons:express' },
      { name: 'Firebase', icon: 'simple-icons:firebase' },
      { name: 'SQL', icon: 'simple-icons:postgresql' },
      { name: 'Git', icon: 'simple-icons:git' },
    ],
  },
  {
    name: 'Currently Learning',
    skills: [
      { name: 'PyTorch', icon: 'simple-icons:pytorch' },
      { name: 'Docker', icon: 'simple-icons:docker' },
      { name: 'Kotlin', icon: 'simple-icons:kotlin' },
      { name: 'Three.js', icon: 'simple-icons:threedotjs' },
      { name: 'Rust', icon: 'simple-icons:rust' },
    ],
  },
]

/** Every skill name, in group order: what the skill sphere shows. */
export const allSkills: readonly Skill[] = skillGroups.flatMap((g): readonly Skill[] => g.skills)
