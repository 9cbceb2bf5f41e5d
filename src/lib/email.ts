/** Letters, digits and . _ % + - before the @; a dotted domain ending in 2+ letters. */
const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/

export const EMAIL_ERROR = 'Please enter a valid email address'

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim())
}
