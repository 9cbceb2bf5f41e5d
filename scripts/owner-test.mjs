#!/usr/bin/env node
// The owner test (npm run test:owner): makes a copy of the project, edits its content as a
// new owner would, then regenerates the assets, builds, and runs the size budgets, the unit
// tests that import the content and the browser tests that read it, on the copy. Two owners,
// one copy each: the first (another name and initials, footer year, address in a sub-folder,
// its own profile links, a 2025 project with a picture made from a screenshot, a project with
// no picture, one more job, one course fewer, other school dates), and the second
// (scripts/owner/second.mjs: no GPA, one job, a website and Mastodon link, other skill groups,
// course years "Year 1".."Year 4", two projects with one alt text). Any failure fails it,
// with a summary of every step. The repository itself is never touched.
//
//   node scripts/owner-test.mjs [--keep] [--owner=first|second]
//   (--keep leaves the copies for a look afterwards; --owner runs one owner, default both)
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
// npm and npx are .cmd files on Windows, which Node starts only through a shell: cross-spawn
// does that, quoting each argument (a temporary folder may have spaces).
import spawn from 'cross-spawn'
import { chromePath, launchChromium, MissingTool } from './lib/browsers.mjs'
import { STRING_LITERAL, textField, textOf, valueSpan } from './owner/fields.mjs'
import { applySecondOwnerEdits } from './owner/second.mjs'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const keep = process.argv.includes('--keep')
const only = process.argv.find((a) => a.startsWith('--owner='))?.slice('--owner='.length)
if (only && only !== 'first' && only !== 'second') fail(`--owner=${only}: use first or second`)

/**
 * The browser tests whose outcome depends on the content (not the whole suite): they read
 * what they expect from it, or compare its pre-rendered HTML with the app's own render. The
 * shared flows among them run here in Chromium (the e2e config runs tests/flows/ too).
 */
export const CONTENT_E2E = [
  // Every field of every entry each page shows, the profile links, the owner's name as Home's
  // h1, the footer's links on Contact, the header's targets with the owner's links, and no
  // page wider than a phone with the owner's content, or with a long word in it.
  ...['pages', 'routes', 'contact', 'a11y', 'reflow'].map((name) => `tests/flows/${name}.flow.ts`),
  ...[
    'pages',
    // No request leaves the site while any screen loads (the owner's links and pictures).
    'off-site',
    'prerender',
    'snapshots',
    // With JavaScript off, an address without the hash links to the owner's site.
    'addresses',
    'previews',
    'assets',
    // What the build publishes (the owner's pictures among it), and its records beside it.
    'published',
  ].map((name) => `tests/e2e/${name}.e2e.ts`),
]
// A test file renamed or merged away would otherwise leave its checks out without a word.
const unknown = CONTENT_E2E.filter((file) => !existsSync(join(ROOT, file)))
if (unknown.length) fail(`CONTENT_E2E names files that do not exist: ${unknown.join(', ')}`)

/** The new owner, and the address of a project site (a sub-folder of their github.io). */
export const OWNER = {
  name: 'Jordan Mae Lee',
  /** Not the default (first and last word: JL): the owner writes them in profile.ts. */
  initials: 'JML',
  year: 2027,
  siteUrl: 'https://jordan-lee-dev.github.io/portfolio/',
}

/** The new owner's profile links. */
const LINKS = [
  { label: 'GitHub', href: 'https://github.com/jordan-lee-dev', icon: 'simple-icons:github' },
  {
    label: 'LinkedIn',
    href: 'https://www.linkedin.com/in/jordan-lee-dev',
    icon: 'simple-icons:linkedin',
  },
  { label: 'Email', href: 'mailto:jordan.lee@example.com', icon: 'carbon:email' },
]

/** A project dated 2025 whose picture comes from a screenshot. */
const WITH_PICTURE = {
  slug: 'transit-delay-dashboard',
  title: 'Transit Delay Dashboard',
  year: 2025,
  period: 'February - March',
  description: 'Maps bus and train delays by stop and hour from a city open-data feed.',
  tags: ['TypeScript', 'Leaflet', 'DuckDB'],
  link: 'https://github.com/jordan-lee-dev/transit-delays',
  alt: 'Map of a city with bus stops coloured by their average delay',
}

/** A project of an older year with no picture of its own: the build draws one. */
const WITHOUT_PICTURE = {
  slug: 'chess-clock',
  title: 'Chess Clock',
  year: 2019,
  period: 'July',
  description: 'A two-player chess clock with increments, for phones, that works offline.',
  tags: ['JavaScript', 'PWA'],
  link: 'https://github.com/jordan-lee-dev/chess-clock',
  alt: 'Two clock faces side by side',
}

/** One more job, the newest. */
const JOB = {
  dates: 'Jun 2025 - Aug 2025',
  title: 'Software Engineering Intern',
  organisation: 'Harbor Analytics',
  bullets: [
    'Moved nightly reports from spreadsheets to a tested Python pipeline.',
    'Cut the dashboard load time from 9 s to 2 s by caching aggregate queries.',
  ],
  tags: ['Python', 'Airflow', 'PostgreSQL'],
}

// ---------------------------------------------------------------------------------------------

/**
 * One line per problem, no stack trace: the owner test stops here.
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  console.error(`owner test: ${message}`)
  process.exit(1)
}

/**
 * Copies the repository's files (tracked, and new ones git does not ignore) to `to`.
 * @param {string} to
 */
function copyProject(to) {
  const git = ['ls-files', '-z', '--cached', '--others', '--exclude-standard']
  const listed = spawn.sync('git', git, { cwd: ROOT, encoding: 'utf8' })
  if (listed.status !== 0) fail(`git ls-files failed in ${ROOT}: ${listed.stderr.trim()}`)
  const files = listed.stdout.split('\0').filter(Boolean)
  for (const file of files) {
    const from = join(ROOT, file)
    if (!existsSync(from)) continue // deleted in the working tree, not yet committed
    mkdirSync(dirname(join(to, file)), { recursive: true })
    cpSync(from, join(to, file))
  }
  // The dependencies are shared, not copied: the copy uses the project's node_modules.
  if (!existsSync(join(ROOT, 'node_modules'))) fail('node_modules is missing: run `npm ci` first')
  // A junction on Windows, which needs no administrator (the type is ignored elsewhere).
  symlinkSync(join(ROOT, 'node_modules'), join(to, 'node_modules'), 'junction')
  return files.length
}

/** The files the owner's edits changed (paths in the project). @type {Set<string>} */
const EDITED = new Set()

/**
 * The owners' tools on the copy in `dir`, each edit recorded in EDITED.
 * `edit`: a plain text edit of one file; `pattern` must match (the content's shape is what an
 * owner sees in the file), else the owner test names the edit it could not make (a string is
 * replaced wherever it occurs). `replaceValue`: the value of `export const name … = <value>`
 * (a list or an entry, up to its closing bracket) replaced by `value`, written as an owner
 * would.
 * @param {string} dir
 */
function ownerTools(dir) {
  const text = (/** @type {string} */ file) => readFileSync(join(dir, file), 'utf8')
  const write = (/** @type {string} */ file, /** @type {string} */ content) => {
    EDITED.add(file)
    writeFileSync(join(dir, file), content)
  }
  /**
   * @param {string} file @param {string} what @param {string | RegExp} pattern
   * @param {string | ((match: string, ...groups: string[]) => string)} replacement
   */
  const edit = (file, what, pattern, replacement) => {
    const regex = typeof pattern === 'string' ? new RegExp(literally(pattern), 'g') : pattern
    if (!regex.test(text(file))) fail(`cannot ${what}: ${file} has no ${regex}`)
    regex.lastIndex = 0
    write(file, text(file).replace(regex, /** @type {string} */ (replacement)))
  }
  return {
    text,
    edit,
    /**
     * Puts `entries` first in the list `export const name = [` of `file`.
     * @param {string} file @param {string} what @param {string} name @param {object[]} entries
     */
    prepend(file, what, name, entries) {
      const list = new RegExp(`export const ${name}\\b[^=]*= \\[\\n`)
      edit(
        file,
        what,
        list,
        (start) => `${start}${entries.map((e) => `  ${literal(e)},\n`).join('')}`,
      )
    },
    /**
     * The value of `export const name … = <value>` in `file`, as written: a list or an entry.
     * @param {string} file @param {string} name
     */
    value(file, name) {
      const { start, end } = spanOf(file, name, 'read')
      return text(file).slice(start, end)
    },
    /** @param {string} file @param {string} name @param {unknown} value */
    replaceValue(file, name, value) {
      const { start, end } = spanOf(file, name, 'replace')
      const source = text(file)
      const written = literal(/** @type {object} */ (value), '')
      write(file, `${source.slice(0, start)}${written}${source.slice(end)}`)
    },
  }
  /**
   * Where the value of `name` lies in `file`, or the owner test stops saying why.
   * @param {string} file @param {string} name @param {string} verb
   */
  function spanOf(file, name, verb) {
    const span = valueSpan(text(file), name)
    if (!span) fail(`cannot ${verb} ${name}: ${file} does not export it`)
    if (span.end < 0) fail(`cannot ${verb} ${name}: its value in ${file} is not a list or an entry`)
    return span
  }
}

/** @typedef {ReturnType<typeof ownerTools>} OwnerTools */

/** A regular expression matching `text` as it is. */
const literally = (/** @type {string} */ text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** An object literal as an owner types it in a content file. */
const literal = (/** @type {object} */ value, indent = '  ') =>
  JSON.stringify(value, null, 2)
    .replace(/"(\w+)":/g, '$1:')
    .replace(/\n/g, `\n${indent}`)

/**
 * The first owner's edits, each a plain text edit of a content file.
 * @param {OwnerTools} tools
 */
function applyFirstOwnerEdits({ edit, prepend, replaceValue, text }) {
  const profile = text('src/content/profile.ts')
  const oldName = textOf(profile, 'name')
  if (!oldName) fail('cannot find the name in src/content/profile.ts')
  edit('src/content/profile.ts', 'change the name', oldName, OWNER.name)
  edit('src/content/profile.ts', 'change the footer year', /year: \d+/, `year: ${OWNER.year}`)
  if (/initials:/.test(profile)) {
    edit(
      'src/content/profile.ts',
      'change the initials',
      textField('initials'),
      `initials: '${OWNER.initials}'`,
    )
  } else {
    edit(
      'src/content/profile.ts',
      'add initials',
      new RegExp(`\\n(\\s*)name: ${STRING_LITERAL},\\n`),
      (line, indent) => `${line}${indent}initials: '${OWNER.initials}',\n`,
    )
  }

  // The address, in a sub-folder, and the profile links of the new owner.
  edit(
    'src/site.config.ts',
    'set a sub-folder siteUrl',
    new RegExp(`(VITE_SITE_URL \\|\\| )${STRING_LITERAL}`),
    `$1'${OWNER.siteUrl}'`,
  )
  // The new owner's own links, whatever links the content has now.
  replaceValue('src/site.config.ts', 'profileLinks', LINKS)

  const projects = [WITH_PICTURE, WITHOUT_PICTURE]
  prepend('src/content/projects.ts', 'add two projects', 'projects', projects)
  prepend('src/content/experience.ts', 'add a job', 'experience', [JOB])
  // The first course of the list goes (written with the file's helper or as a plain entry).
  edit(
    'src/content/courses.ts',
    'remove a course',
    /(export const courses\b[^=]*= \[\n) {2}(?:course\()?\{[\s\S]*?\n {2}\}\)?,\n/,
    '$1',
  )
  edit(
    'src/content/education.ts',
    "change the university's dates",
    textField('dates'),
    "dates: 'Sept 2023 - May 2027'",
  )
}

/**
 * A PNG screenshot of a page standing in for the owner's project (1280 x 800).
 * @param {string} file
 */
async function screenshot(file) {
  const browser = await launchChromium()
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    const bars = Array.from(
      { length: 24 },
      (_, h) =>
        `<div style="height:${20 + ((h * 37) % 60)}%;background:hsl(${h * 15} 70% 55%)"></div>`,
    ).join('')
    await page.setContent(`<body style="margin:0;font:24px sans-serif;background:#0f172a;color:#e2e8f0">
      <h1 style="margin:32px">${WITH_PICTURE.title}</h1>
      <div style="display:flex;gap:8px;align-items:end;height:520px;margin:0 32px">${bars}</div>
    </body>`)
    await page.screenshot({ path: file })
  } finally {
    await browser.close()
  }
}

/**
 * Runs a command in the copy; its output goes straight to the terminal.
 * @param {string} dir
 * @param {string[]} cmd the command and its arguments
 * @returns {{ ok: boolean, seconds: number, note?: string }}
 */
function run(dir, [command = '', ...args]) {
  const started = Date.now()
  const result = spawn.sync(command, args, { cwd: dir, stdio: 'inherit', env: ownerEnv() })
  return { ok: result.status === 0, seconds: Math.round((Date.now() - started) / 1000) }
}

/**
 * The environment of the copy's commands, less the build-time overrides of site.config.ts
 * (VITE_SITE_URL, VITE_FORM_ENDPOINT): the owner's edits to the file are what is tested,
 * even where CI builds the site for its host with them.
 */
const ownerEnv = () =>
  Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^VITE_(SITE_URL|FORM_ENDPOINT)$/.test(name)),
  )

// ---------------------------------------------------------------------------------------------

/**
 * One owner's run on a copy of its own: the edits, then each step; a step whose `needs`
 * failed is reported as not run, never silently skipped.
 * @param {'first' | 'second'} owner
 * @returns {Promise<boolean>}
 */
async function runOwner(owner) {
  EDITED.clear()
  const dir = mkdtempSync(join(tmpdir(), `owner-test-${owner}-`))
  console.log(`owner test (${owner} owner): copying the project to ${dir}`)
  const count = copyProject(dir)
  console.log(`owner test: ${count} files copied; applying the ${owner} owner's edits`)
  const shot = join(dir, 'owner-screenshot.png')
  if (owner === 'first') {
    applyFirstOwnerEdits(ownerTools(dir))
    await screenshot(shot)
  } else applySecondOwnerEdits(ownerTools(dir))

  const thumbnail = 'thumbnail from a screenshot'
  const assets = 'assets (résumé, icons, link picture)'
  /** @type {{ name: string, cmd: string[], needs?: string[] }[]} */
  const steps = [
    ...(owner === 'first'
      ? [{ name: thumbnail, cmd: ['npm', 'run', 'thumbnail', '--', WITH_PICTURE.slug, shot] }]
      : []),
    { name: assets, cmd: ['npm', 'run', 'assets'], needs: owner === 'first' ? [thumbnail] : [] },
    { name: 'type check', cmd: ['npx', 'tsc', '-b'], needs: [assets] },
    { name: 'build', cmd: ['npm', 'run', 'build'], needs: [assets] },
    // Held to the budgets, not to the template's baseline: the owner's sizes are their own.
    { name: 'budgets', cmd: ['npm', 'run', 'test:budgets'], needs: ['build'] },
    // The unit tests whose code imports a file the owner edited (Vitest follows the imports);
    // no unit test reads the content any other way, and the rest cannot see the edits.
    {
      name: 'unit tests that import the content',
      cmd: ['npx', 'vitest', 'related', '--run', ...EDITED],
      needs: [assets],
    },
    {
      name: 'browser tests that read the content',
      cmd: ['npx', 'vitest', 'run', '--config', 'vitest.e2e.config.ts', ...CONTENT_E2E],
      needs: ['build'],
    },
  ]
  /** @type {Map<string, ReturnType<typeof run>>} */
  const results = new Map()
  for (const step of steps) {
    const blocked = (step.needs ?? []).find((name) => !results.get(name)?.ok)
    if (blocked !== undefined) {
      results.set(step.name, { ok: false, seconds: 0, note: `not run: "${blocked}" failed` })
      continue
    }
    console.log(`\nowner test (${owner} owner): ${step.name}: ${step.cmd.join(' ')}`)
    results.set(step.name, run(dir, step.cmd))
  }

  console.log(`\nowner test summary (${owner} owner):`)
  for (const step of steps) {
    const r = /** @type {ReturnType<typeof run>} */ (results.get(step.name))
    const status = r.ok ? 'ok    ' : 'FAILED'
    console.log(`  ${status} ${step.name}${r.note ? ` (${r.note})` : ` (${r.seconds} s)`}`)
  }
  const ok = [...results.values()].every((r) => r.ok)
  if (ok && !keep) rmSync(dir, { recursive: true, force: true })
  else console.log(`owner test: the edited copy stays in ${dir}`)
  return ok
}

// An owner's build, not the template's: the warnings about the template's settings are on.
delete process.env.PORTFOLIO_TEMPLATE
try {
  chromePath()
} catch (error) {
  if (error instanceof MissingTool) fail(error.message)
  throw error
}
/** @type {('first' | 'second')[]} */
const owners = only ? [/** @type {'first' | 'second'} */ (only)] : ['first', 'second']
const failed = []
for (const owner of owners) if (!(await runOwner(owner))) failed.push(owner)
if (failed.length) {
  console.error(
    `owner test: FAILED (${failed.join(' and ')} owner): the project does not yet take a new owner's content`,
  )
  process.exit(1)
}
console.log("owner test: passed: each new owner's content builds and its pages show it")
