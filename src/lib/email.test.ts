import { isValidEmail } from './email'

describe('isValidEmail', () => {
  test.each([
    'avery@example.com',
    'first.last@sub.example.co',
    'a_b%c+d-e@host-name.io',
    'UPPER@EXAMPLE.ORG',
    '123@456.de',
    '  padded@example.com  ',
  ])('accepts %j', (email) => {
    expect(isValidEmail(email)).toBe(true)
  })

  test.each([
    '',
    'plain',
    '@example.com',
    'avery@',
    'avery@example',
    'avery@example.c',
    'avery@example.c0m',
    'av ery@example.com',
    'avery@exa mple.com',
    'avery@@example.com',
    'avery!@example.com',
    'avery@example_com.org',
    'avery@example.com.',
    'émile@example.com',
  ])('rejects %j', (email) => {
    expect(isValidEmail(email)).toBe(false)
  })
})
