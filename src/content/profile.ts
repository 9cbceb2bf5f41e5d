import type { Profile } from './types'

export const profile: Profile = {
  name: 'Avery Quinn',
  role: 'Computer Science student',
  tagline: 'I build data-driven web apps and visual explanations of machine learning.',
  interests:
    'I am a computer science student who likes turning data into tools people can use. ' +
    'I am most interested in machine learning, data science and full-stack web development, ' +
    'and I enjoy explaining how algorithms work through interactive visualisations.',
  invitation:
    'Questions about a project, an internship or a course? Send me a message and I will get back to you.',
  credits: 'Designed and built by Avery Quinn with React, UnoCSS and three.js.',
  year: 2024,
}
