import type { Education, EducationHeadings } from './types'

/** The headings of the education part of About. */
export const educationHeadings: EducationHeadings = {
  title: 'Education',
  courses: 'Relevant coursework',
  activities: 'Activities',
  designations: 'Diploma designations',
  awards: 'Awards',
}

export const university: Education = {
  school: 'Northbridge State University',
  degree: 'Bachelor of Science in Computer Science',
  dates: 'Sept 2022 - May 2026',
  location: 'New Brunswick, NJ',
  courses: [
    'Data Structures',
    'Algorithm Analysis',
    'Software Engineering',
    'Applied Machine Learning',
    'Database Systems',
    'Foundations of Data Science',
  ],
}

export const highSchool: Education = {
  school: 'Riverside Academy of Science and Technology',
  degree: 'High School Diploma',
  dates: 'Sept 2018 - June 2022',
  location: 'Edison, NJ',
  facts: [
    { label: 'GPA', value: '4.52 weighted / 3.97 unweighted' },
    { label: 'Rank', value: '7 of 412' },
  ],
  activities: ['Robotics Club (lead programmer)', 'Math League', 'Peer tutoring in AP CS'],
  designations: ['Seal of Biliteracy', 'STEM Honors Diploma'],
  awards: [
    'AP Scholar with Distinction',
    'National Merit Commended Student',
    'Regional Science Fair, 1st place in Computing',
    'Congressional App Challenge finalist',
  ],
}
