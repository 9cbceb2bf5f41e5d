// Types of format.mjs for the TypeScript tests.
import type { evaluate, Verdict } from './budgets.mjs'

type Report = ReturnType<typeof evaluate>
export function budgetSummary(verdicts: Verdict[]): string[][]
export function formatTerminal(report: Report): string
export function formatMarkdown(report: Report, options?: { builtAt?: Date }): string
