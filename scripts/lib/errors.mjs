// An owner's content mistake is reported as one line naming the file, the entry and what to
// do, never as a stack trace: the scripts throw ContentError and `runScript` prints it. So is
// a missing Chromium (MissingTool): the line says how to get one.
import { MissingTool } from './browsers.mjs'

/** A problem in src/content or src/site.config.ts that the owner fixes there. */
export class ContentError extends Error {
  name = 'ContentError'
}

/**
 * Runs a script's body; a ContentError or MissingTool becomes its one-line message on stderr
 * and exit code 1.
 * Anything else is a bug in the scripts and keeps its stack trace.
 * @param {() => Promise<void>} main
 */
export async function runScript(main) {
  try {
    await main()
  } catch (error) {
    if (!(error instanceof ContentError || error instanceof MissingTool)) throw error
    console.error(error.message)
    process.exitCode = 1
  }
}
