import { useModel } from '@preact/signals'
import { type FormEvent, useId, useLayoutEffect, useRef, useState } from 'react'
import { LiveRegion } from '../LiveRegion'
import { GuessModel } from './model'

/** Guess the Number: a text field (any text may be typed), messages, attempts and best. */
export function View() {
  const model = useModel(() => new GuessModel())
  const [text, setText] = useState('')
  const field = useRef<HTMLInputElement>(null)
  const again = useRef<HTMLButtonElement>(null)
  const id = useId()
  const won = model.won.value

  useLayoutEffect(() => {
    ;(won ? again : field).current?.focus()
  }, [won])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    model.guess(text)
    setText('')
    field.current?.focus()
  }

  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <label htmlFor={id} className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium">
          Guess
          <input
            id={id}
            ref={field}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={text}
            disabled={won}
            onChange={(event) => setText(event.target.value)}
            className="min-w-0 rounded-md border border-slate-500 bg-ink px-3 py-2 text-base text-slate-100 focusable disabled:opacity-50"
          />
        </label>
        <button type="submit" className="btn" disabled={won}>
          Guess
        </button>
      </form>
      <LiveRegion said={model.said.value} className="m-0 min-h-6 font-semibold text-accent" />
      <p className="m-0 flex flex-wrap gap-x-6 text-sm text-slate-300">
        <span>Attempts: {model.attempts}</span>
        <span>Best: {model.best.value ?? '–'}</span>
      </p>
      {won && (
        <button ref={again} type="button" className="btn self-start" onClick={model.newGame}>
          New Game
        </button>
      )}
    </div>
  )
}
