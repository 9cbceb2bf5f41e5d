/**
 * The generated files of public/ (résumé, link picture...) against the content: each file
 * scripts/assets/stamps.json lists must have been made from today's content, or the site
 * would ship an old name or old links. Pure: the recorded stamps and the sources come in.
 */

const REGENERATE = 'run `npm run assets`'

/**
 * One line per file whose recorded stamp differs from the one the content gives now.
 * @param recorded the stamps of scripts/assets/stamps.json, by file
 * @param sources for each stamped file, the text its stamp is taken of now
 * @param stamp the stamp of a text (scripts/lib/sources.mjs)
 * @param exists whether a file of the repository is there
 */
export function stampProblems(
  recorded: Readonly<Record<string, string>>,
  sources: Readonly<Record<string, () => string>>,
  stamp: (source: string) => string,
  exists: (path: string) => boolean,
): string[] {
  return Object.entries(recorded).flatMap(([file, recordedStamp]) => {
    if (!exists(file)) return [`${file} is missing: ${REGENERATE}`]
    const source = sources[file]
    if (!source)
      return [
        `scripts/assets/stamps.json: no source is known for ${file}: add one to scripts/lib/sources.mjs`,
      ]
    let now: string
    try {
      now = stamp(source())
    } catch (error) {
      return [`${file} cannot be made from the content: ${(error as Error).message}`]
    }
    return now === recordedStamp ? [] : [`${file} is out of date with the content: ${REGENERATE}`]
  })
}
