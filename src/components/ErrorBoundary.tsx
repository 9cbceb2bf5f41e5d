import { Component, type ReactNode } from 'react'

interface Props {
  fallback: (error: unknown) => ReactNode
  children: ReactNode
}

/**
 * Shows `fallback` instead of a subtree that failed to render, and logs what it caught
 * (Preact, unlike React, reports nothing by itself).
 */
export class ErrorBoundary extends Component<Props, { error: unknown; failed: boolean }> {
  state = { error: null as unknown, failed: false }

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true }
  }

  componentDidCatch(error: unknown) {
    console.error('A part of the page failed and was replaced:', error)
  }

  render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children
  }
}
