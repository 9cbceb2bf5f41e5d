import type { ReadonlySignal } from '@preact/signals'

// A signal placed directly in JSX renders its value and updates that text alone, without a
// re-render (Preact and @preact/signals). The app is typed with React's types: this teaches
// them the same.
declare module 'react' {
  interface DO_NOT_USE_OR_YOU_WILL_BE_FIRED_EXPERIMENTAL_REACT_NODES {
    signal: ReadonlySignal<string | number>
  }
}
