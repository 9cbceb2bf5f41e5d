import type { Course, CourseYear } from './types'

const catalogue = (code: string) =>
  `https://catalog.northbridge.example.edu/courses/${code.toLowerCase().replace(/\s+/g, '-')}`

const course = (c: Omit<Course, 'link'>): Course => ({ ...c, link: catalogue(c.code) })

/** Display order of the course years, and their headings. */
export const courseYears: readonly { year: CourseYear; heading: string }[] = [
  { year: 'Junior', heading: 'Junior' },
  { year: 'Sophomore', heading: 'Sophomore' },
  { year: 'Freshman', heading: 'Freshmen' },
]

export const courses: readonly Course[] = [
  course({
    year: 'Junior',
    term: 'Spring',
    code: 'CS 461',
    title: 'Applied Machine Learning',
    description:
      'Supervised and unsupervised learning, model selection and evaluation in practice.',
    tags: ['Python', 'scikit-learn', 'PyTorch'],
  }),
  course({
    year: 'Junior',
    term: 'Spring',
    code: 'CS 431',
    title: 'Software Engineering Practicum',
    description: 'A semester-long team project for a real client, run with agile sprints.',
    tags: ['Agile', 'Git', 'TypeScript'],
  }),
  course({
    year: 'Junior',
    term: 'Spring',
    code: 'CS 439',
    title: 'Mobile Application Development',
    description: 'Native Android apps: lifecycles, layouts, storage and networking.',
    tags: ['Kotlin', 'Android'],
  }),
  course({
    year: 'Junior',
    term: 'Fall',
    code: 'DS 301',
    title: 'Foundations of Data Science',
    description: 'Sampling, inference, visualisation and prediction with real datasets.',
    tags: ['Python', 'Statistics', 'pandas'],
  }),
  course({
    year: 'Junior',
    term: 'Fall',
    code: 'DS 320',
    title: 'Data Science Tools',
    description: 'Notebooks, data wrangling, version control and reproducible pipelines.',
    tags: ['Jupyter', 'pandas', 'Git'],
  }),
  course({
    year: 'Junior',
    term: 'Fall',
    code: 'CS 336',
    title: 'Database Systems',
    description: 'Relational design, SQL, indexing, transactions and query processing.',
    tags: ['SQL', 'PostgreSQL'],
  }),
  course({
    year: 'Junior',
    term: 'Fall',
    code: 'CS 416',
    title: 'Computing Systems',
    description: 'Operating system internals: processes, threads, memory and file systems.',
    tags: ['C', 'Linux'],
  }),
  course({
    year: 'Sophomore',
    term: 'Spring',
    code: 'CS 314',
    title: 'Programming Languages Concepts',
    description: 'Syntax, semantics, type systems and functional programming.',
    tags: ['OCaml', 'Haskell'],
  }),
  course({
    year: 'Sophomore',
    term: 'Spring',
    code: 'CS 344',
    title: 'Design and Analysis of Algorithms',
    description: 'Divide and conquer, greedy algorithms, dynamic programming and graphs.',
    tags: ['Algorithms', 'Proofs'],
  }),
  course({
    year: 'Sophomore',
    term: 'Spring',
    code: 'CS 206',
    title: 'Probability in Computing',
    description: 'Discrete probability, random variables and their use in algorithms.',
    tags: ['Probability', 'Statistics'],
  }),
  course({
    year: 'Sophomore',
    term: 'Fall',
    code: 'CS 213',
    title: 'Software Engineering',
    description: 'Object-oriented design, design patterns, testing and GUI development.',
    tags: ['Java', 'JUnit', 'UML'],
  }),
  course({
    year: 'Sophomore',
    term: 'Fall',
    code: 'CS 336W',
    title: 'Web Application Development',
    description: 'Full-stack web apps: HTTP, REST APIs, front-end frameworks and deployment.',
    tags: ['JavaScript', 'React', 'Express'],
  }),
  course({
    year: 'Freshman',
    term: 'Spring',
    code: 'CS 211',
    title: 'Introduction to Computer Systems',
    description: 'How programs run on hardware: C, assembly, memory and caches.',
    tags: ['C', 'Assembly'],
  }),
  course({
    year: 'Freshman',
    term: 'Spring',
    code: 'MATH 250',
    title: 'Linear Algebra and Geometry',
    description: 'Vector spaces, matrices, eigenvalues and their geometry.',
    tags: ['Linear Algebra'],
  }),
  course({
    year: 'Freshman',
    term: 'Fall',
    code: 'CS 205',
    title: 'Discrete Structures',
    description: 'Logic, sets, proofs, counting and graph theory for computer science.',
    tags: ['Logic', 'Proofs'],
  }),
  course({
    year: 'Freshman',
    term: 'Fall',
    code: 'CS 112',
    title: 'Data Structures',
    description: 'Lists, trees, hash tables and graphs, implemented in Java.',
    tags: ['Java', 'Data Structures'],
  }),
]
