/**
 * A Markdown table: the head, its rule, a line per row; a `|` inside a cell is escaped, so no
 * cell can split a row. The one table of the reports (bundle, Lighthouse, real time).
 * @param {string[]} head
 * @param {unknown[][]} rows
 */
export const markdownTable = (head, rows) =>
  [head, head.map(() => '---'), ...rows]
    .map((cells) => `| ${cells.map((c) => String(c).replaceAll('|', '\\|')).join(' | ')} |`)
    .join('\n')
