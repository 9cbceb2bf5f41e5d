import { expect, test } from 'vitest'
import { markdownTable } from './markdown.mjs'

test('a Markdown table: the head, its rule, a row per line; a | in a cell stays in its cell', () => {
  expect(
    markdownTable(
      ['route', 'FCP'],
      [
        ['/#/', 0.41],
        ['a|b', '–'],
      ],
    ).split('\n'),
  ).toEqual(['| route | FCP |', '| --- | --- |', '| /#/ | 0.41 |', '| a\\|b | – |'])
})
