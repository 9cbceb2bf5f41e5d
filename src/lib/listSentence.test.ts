import { listSentence } from './listSentence'

test.each([
  [[], ''],
  [['projects'], 'Projects.'],
  [['projects', 'contact'], 'Projects and contact.'],
  [['experience', 'projects', 'contact'], 'Experience, projects and contact.'],
  [['a', 'b', 'c', 'd'], 'A, b, c and d.'],
  [['écrits', 'blog'], 'Écrits and blog.'],
])('listSentence(%j) is %j', (words, sentence) => {
  expect(listSentence(words)).toBe(sentence)
})
