import {
  blockingStylesheets,
  classifyManifest,
  lazyKind,
  type Manifest,
  pageScripts,
} from './classify.mjs'

/** A build shaped like ours: entry, routes sharing a link, games sharing storage, the sphere. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_jsx-runtime.js'],
    dynamicImports: ['src/pages/Projects.tsx', 'src/games/g2048/View.tsx'],
    css: ['assets/index.css'],
  },
  '_jsx-runtime.js': { file: 'assets/jsx-runtime.js', imports: ['_react-dom.js'] },
  '_react-dom.js': { file: 'assets/react-dom.js' },
  'src/pages/Projects.tsx': {
    file: 'assets/Projects.js',
    src: 'src/pages/Projects.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_jsx-runtime.js', '_HomeLink.js', '_both.js'],
    css: ['assets/Projects.css'],
  },
  'src/pages/Courses.tsx': {
    file: 'assets/Courses.js',
    src: 'src/pages/Courses.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_HomeLink.js'],
  },
  '_HomeLink.js': { file: 'assets/HomeLink.js', imports: ['index.html'] },
  'src/games/g2048/View.tsx': {
    file: 'assets/View-a.js',
    src: 'src/games/g2048/View.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_storage.js', '_both.js'],
  },
  'src/games/guess/View.tsx': {
    file: 'assets/View-b.js',
    src: 'src/games/guess/View.tsx',
    isDynamicEntry: true,
    imports: ['_storage.js'],
  },
  '_storage.js': { file: 'assets/storage.js' },
  '_both.js': { file: 'assets/both.js' },
  'src/sphere/scene/mount.tsx': {
    file: 'assets/mount.js',
    src: 'src/sphere/scene/mount.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_jsx-runtime.js', '_three.js'],
  },
  '_three.js': { file: 'assets/three.js', imports: ['_fiber.js'] },
  '_fiber.js': { file: 'assets/fiber.js' },
  'src/components/Lazy.tsx': {
    file: 'assets/Lazy.js',
    src: 'src/components/Lazy.tsx',
    isDynamicEntry: true,
  },
  'public/logo.svg': { file: 'assets/logo.svg' },
}

// Classified inside each test, so that mutation testing counts what each test checks.
const find = (file: string) => classifyManifest(manifest).find((c) => c.file === file)

describe('classifyManifest', () => {
  test.each([
    ['assets/index.js', 'entry', 'the entry itself'],
    ['assets/index.css', 'entry', "the entry's stylesheet"],
    ['assets/jsx-runtime.js', 'entry', 'a static import of the entry'],
    ['assets/react-dom.js', 'entry', 'a static import of a static import'],
    ['assets/Projects.js', 'route', 'a lazy page'],
    ['assets/Projects.css', 'route', "a lazy page's stylesheet"],
    ['assets/HomeLink.js', 'route', 'imported by two pages only'],
    ['assets/View-a.js', 'game', 'a game view'],
    ['assets/storage.js', 'game', 'imported by two games only'],
    ['assets/mount.js', 'sphere', 'the lazy sphere'],
    ['assets/three.js', 'sphere', 'a vendor chunk only the sphere imports'],
    ['assets/fiber.js', 'sphere', 'imported by what only the sphere imports'],
    ['assets/both.js', 'shared', 'imported by a page and a game'],
    ['assets/Lazy.js', 'shared', 'lazy, but neither page, game nor sphere'],
  ])('%s is %s (%s)', (file, kind) => {
    expect(find(file)?.kind).toBe(kind)
  })

  test('lists each JS and CSS file once, and no other asset', () => {
    const files = classifyManifest(manifest).map((c) => c.file)
    expect(new Set(files).size).toBe(files.length)
    expect(files).not.toContain('assets/logo.svg')
    expect(files).toHaveLength(16)
  })

  test('names the lazy entries that download a chunk, never for what / already loaded', () => {
    expect(find('assets/HomeLink.js')?.loaders).toEqual([
      'src/pages/Courses.tsx',
      'src/pages/Projects.tsx',
    ])
    expect(find('assets/both.js')?.loaders).toEqual([
      'src/games/g2048/View.tsx',
      'src/pages/Projects.tsx',
    ])
    expect(find('assets/jsx-runtime.js')?.loaders).toEqual([])
    expect(find('assets/View-a.js')?.src).toBe('src/games/g2048/View.tsx')
  })

  test('follows import cycles once, skips imports it does not know, keeps orphans shared', () => {
    const tangled: Manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_gone.js'] },
      'src/pages/A.tsx': {
        file: 'assets/A.js',
        src: 'src/pages/A.tsx',
        isDynamicEntry: true,
        imports: ['_ping.js'],
      },
      '_ping.js': { file: 'assets/ping.js', imports: ['_pong.js'] },
      '_pong.js': { file: 'assets/pong.js', imports: ['_ping.js', '_gone.js'] },
      '_orphan.js': { file: 'assets/orphan.js' },
    }
    expect(classifyManifest(tangled)).toEqual([
      { file: 'assets/index.js', kind: 'entry', loaders: [] },
      { file: 'assets/A.js', kind: 'route', src: 'src/pages/A.tsx', loaders: ['src/pages/A.tsx'] },
      { file: 'assets/ping.js', kind: 'route', loaders: ['src/pages/A.tsx'] },
      { file: 'assets/pong.js', kind: 'route', loaders: ['src/pages/A.tsx'] },
      { file: 'assets/orphan.js', kind: 'shared', loaders: [] },
    ])
  })
})

describe('lazyKind', () => {
  test.each([
    ['src/pages/WorkExperience.tsx', 'route'],
    ['src/games/g2048/View.tsx', 'game'],
    ['src/games/hanoi/View.tsx', 'game'],
    ['src/games/simon/View.ts', 'game'],
    ['src/games/simon/View.jsx', 'game'],
    ['src/games/simon/View.tsx.map', 'shared'],
    ['lib/src/games/simon/View.tsx', 'shared'],
    ['src/games/hanoi/logic.ts', 'shared'],
    ['src/games/GameHost.tsx', 'shared'],
    ['src/sphere/scene/mount.tsx', 'sphere'],
    ['src/sphere/LiveSphere.tsx', 'shared'],
    ['src/lib/something.ts', 'shared'],
  ])('%s → %s', (src, kind) => {
    expect(lazyKind(src)).toBe(kind)
  })
})

describe('blockingStylesheets', () => {
  test.each([
    ['<link rel="stylesheet" href="./assets/a.css">', ['assets/a.css']],
    ["<link href='/assets/a.css?v=2' rel=stylesheet>", ['assets/a.css']],
    ['<link rel="stylesheet" media="print" href="./a.css">', []],
    [`<link rel="stylesheet" href="./a.css" media="print" onload="this.media='all'">`, []],
    [`<link rel="stylesheet" href="./a.css" onload="this.onload=null">`, []],
    ['<noscript><link rel="stylesheet" href="./a.css"></noscript>', []],
    ['<link rel="preload" as="style" href="./a.css">', []],
    ['<link rel="modulepreload" href="./a.js">', []],
    ['<link rel="stylesheet" href="https://fonts.example/a.css">', []],
    ['<link rel="stylesheet" media="screen" href="./a.css">', ['a.css']],
    ['<link rel="stylesheet" href="assets/a.css">', ['assets/a.css']],
    ['<LINK REL="stylesheet" HREF="./assets/a.css">', ['assets/a.css']],
    [`<link rel="stylesheet" href="./a.css" ONLOAD="this.media='all'">`, []],
    ['<link rel="stylesheet" href="//cdn.example/a.css">', []],
    ['<link rel="stylesheet">', []],
  ])('%s → %j', (html, expected) => {
    expect(blockingStylesheets(`<head>${html}</head>`)).toEqual(expected)
  })
})

test('pageScripts lists the local scripts the page loads, not inline ones', () => {
  const html =
    '<script type="module" crossorigin src="./assets/index.js"></script>' +
    '<script>document.documentElement.classList.add("x")</script>' +
    '<script src="registerSW.js"></script><script src="https://cdn.example/x.js"></script>'
  expect(pageScripts(html)).toEqual(['assets/index.js', 'registerSW.js'])
})
