import type { Experience } from './types'

/** Newest first. */
export const experience: readonly Experience[] = [
  {
    dates: 'Jan 2025 - Present',
    title: 'Undergraduate Program Assistant',
    organisation: 'Northbridge State University, Department of Computer Science',
    bullets: ['TBD'],
    tags: [],
  },
  {
    dates: 'Sep 2024 - Dec 2024',
    title: 'Data Analyst Intern',
    organisation: 'City of New Brunswick, Office of Data and Analytics',
    bullets: [
      'Cleaned and merged five years of 311 service-request data into one queryable dataset.',
      'Built dashboards that cut the monthly reporting time of the operations team by 40%.',
      'Forecast request volume by neighbourhood with seasonal regression models.',
    ],
    tags: ['Python', 'pandas', 'SQL', 'Tableau'],
  },
  {
    dates: 'Nov 2022',
    title: 'Hackathon Developer',
    organisation: 'HackNorthbridge 2022',
    bullets: [
      'Built a recipe planner in 36 hours with a team of four.',
      'Wrote the Express API that matched recipes to grocery-store products.',
      'Added Google sign-in with OAuth and stored saved recipes in Firebase.',
      'Won the "Best Use of an API" prize out of 60 teams.',
    ],
    tags: ['React', 'Express', 'Firebase', 'OAuth'],
  },
]
