// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/preact'
import userEvent from '@testing-library/user-event'
import { clearDraft, DRAFT_KEY, loadDraft } from '../lib/draft'
import { DRAFT_PAUSE_MS } from '../lib/draftWriter'
import { reloadHeld } from '../lib/safeReload'
import { ContactForm } from './ContactForm'

const field = (name: string) => screen.getByRole('textbox', { name })

// The draft store also remembers in memory (for blocked storage), so clear it through the store.
beforeEach(() => {
  clearDraft()
})

async function fillIn(email = 'sam@example.com') {
  const user = userEvent.setup()
  const { unmount } = render(<ContactForm />)
  await user.type(field('Name'), 'Sam')
  await user.type(field('Email'), email)
  await user.type(field('Message'), 'Hello')
  return { user, unmount }
}

test('what the visitor types is kept as a draft once typing pauses, honeypot aside', async () => {
  await fillIn()
  // Written a pause after the last key (lib/draftWriter.test.ts times it).
  await waitFor(() =>
    expect(loadDraft()).toEqual({
      name: 'Sam',
      email: 'sam@example.com',
      message: 'Hello',
      sent: false,
    }),
  )
  expect(window.sessionStorage.getItem(DRAFT_KEY)).not.toContain('_gotcha')
})

test('the draft comes back in a new page, with a note and a way to clear it', async () => {
  const { user, unmount } = await fillIn()
  unmount()
  render(<ContactForm />)
  expect(field('Name')).toHaveValue('Sam')
  expect(field('Email')).toHaveValue('sam@example.com')
  expect(field('Message')).toHaveValue('Hello')
  expect(screen.getByRole('status')).toHaveTextContent('Your unsent message was restored.')

  await user.click(screen.getByRole('button', { name: 'Clear form' }))
  expect(field('Message')).toHaveValue('')
  expect(field('Name')).toHaveFocus()
  expect(screen.queryByRole('status')).toBeNull()
  expect(loadDraft()).toBeNull()
})

test('every field shows it is required, and its name stays the bare label', () => {
  render(<ContactForm />)
  for (const name of ['Name', 'Email', 'Message']) {
    expect(field(name)).toBeRequired()
    expect((field(name) as HTMLInputElement).labels?.[0]).toHaveTextContent(`${name}(required)`)
    expect(field(name)).not.toHaveAttribute('aria-invalid')
  }
})

test('an invalid email alerts and sends nothing', async () => {
  // happy-dom has no window.alert: the test gives the page one and watches it.
  const alert = vi.fn()
  vi.stubGlobal('alert', alert)
  const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {})
  const { user } = await fillIn('sam@example')
  await user.click(screen.getByRole('button', { name: 'Send' }))
  expect(alert).toHaveBeenCalledWith('Please enter a valid email address')
  expect(submit).not.toHaveBeenCalled()
  expect(field('Email')).toHaveAttribute('aria-invalid', 'true')
  await user.type(field('Email'), '.com')
  expect(field('Email')).not.toHaveAttribute('aria-invalid')
})

test('a valid Send posts natively and marks the draft sent, not gone', async () => {
  const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {})
  const { user, unmount } = await fillIn()
  await user.click(screen.getByRole('button', { name: 'Send' }))
  expect(submit).toHaveBeenCalledTimes(1)
  expect(loadDraft()).toMatchObject({ message: 'Hello', sent: true })

  unmount()
  render(<ContactForm />)
  expect(field('Message')).toHaveValue('Hello')
  expect(screen.getByRole('status')).toHaveTextContent('in case it did not arrive')
})

test('a partial draft fills only the fields it has', () => {
  window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ name: 'Old', message: 'Draft' }))
  const { container } = render(<ContactForm />)
  expect(container.querySelector('input[name="_gotcha"]')).toHaveValue('')
  expect(field('Name')).toHaveValue('Old')
  expect(field('Email')).toHaveValue('')
  expect(field('Message')).toHaveValue('Draft')
})

test('while the form holds text a reload waits; emptied or left, it does not', async () => {
  expect(reloadHeld.value).toBe(false)
  const { user, unmount } = await fillIn()
  expect(reloadHeld.value).toBe(true)
  for (const name of ['Name', 'Email', 'Message']) await user.clear(field(name))
  expect(reloadHeld.value).toBe(false)
  await user.type(field('Message'), 'Again')
  expect(reloadHeld.value).toBe(true)
  unmount()
  expect(reloadHeld.value).toBe(false)

  render(<ContactForm />)
  expect(field('Message')).toHaveValue('Again')
  expect(reloadHeld.value).toBe(true)
  await user.click(screen.getByRole('button', { name: 'Clear form' }))
  expect(reloadHeld.value).toBe(false)
})

test('a restored draft is left as stored: a Send stays marked sent', async () => {
  vi.useFakeTimers()
  try {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ message: 'Hello', sent: true }))
    render(<ContactForm />)
    expect(field('Message')).toHaveValue('Hello')
    await vi.advanceTimersByTimeAsync(DRAFT_PAUSE_MS * 2)
    expect(loadDraft()).toMatchObject({ message: 'Hello', sent: true })
  } finally {
    vi.useRealTimers()
  }
})
