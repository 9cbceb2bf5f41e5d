/**
 * A page that tells of each dialog it opens (an alert, a confirm) as an event: a Playwright
 * page (Chromium) and a Puppeteer page (Firefox over BiDi) alike. Classic WebDriver has no
 * such event: WebKit's driver asks for the alert instead.
 */
interface DialogEvents {
  once(
    event: 'dialog',
    listener: (dialog: { message(): string; accept(): Promise<void> }) => void,
  ): unknown
}

/** Runs `action`, which opens an alert, accepts the alert and returns its text. */
export async function acceptAlert(page: DialogEvents, action: () => Promise<void>) {
  const text = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.message())
      void dialog.accept()
    }),
  )
  await action()
  return text
}
