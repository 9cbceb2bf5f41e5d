// Text an owner could write anywhere in the content that means something to an HTML parser
// inside a <script>: `</script>` ends the element, and after `<!--` a `<script>` makes the
// parser read on past the real `</script>`, taking the rest of the page as script.
export const HOSTILE_TEXT = [
  '<!--<script>',
  '</script>',
  '<!--',
  '-->',
  'Ann <!--<script> O’Neil</script><script>alert(1)</script>-->',
  '</SCRIPT ><!-- <Script x>',
  '\u2028\u2029 "quotes" \\ `tick` $&',
] as const

/** Whether a script element's body is read as one script to its end (HTML, "script data"). */
export const endsWhereItShould = (body: string): boolean => !/<!--|<\/?script/i.test(body)
