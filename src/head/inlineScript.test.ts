import { endsWhereItShould, HOSTILE_TEXT } from '../test/hostileText'
import { inlineScript, scriptJson } from './inlineScript'

test.each(HOSTILE_TEXT)('%j is written for a script and reads back the same', (text) => {
  const value = { text, list: [text], [text]: 1 }
  const written = scriptJson(value)
  expect(written).not.toMatch(/[<>\u2028\u2029]/)
  expect(endsWhereItShould(written)).toBe(true)
  expect(JSON.parse(written)).toEqual(value)
  expect(new Function(`return ${written}`)()).toEqual(value)
})

test('an inline script is its body in a script element, with any attributes', () => {
  expect(inlineScript('f(1)', 'the head script')).toBe('<script>f(1)</script>')
  expect(inlineScript('{}', 'the JSON-LD', 'application/ld+json')).toBe(
    '<script type="application/ld+json">{}</script>',
  )
})

test.each(['a("<!--")', 'a("</script>")', 'a("<script>")', 'a("</SCRIPT")'])(
  'a body holding %s stops the build with one line naming the script',
  (body) => {
    expect(() => inlineScript(body, "404.html's script")).toThrow(
      /^404\.html's script holds "<[!/\w-]+", which would end the script early\b[^\n]*$/i,
    )
  },
)
