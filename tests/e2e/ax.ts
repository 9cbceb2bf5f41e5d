import type { Page } from 'playwright-core'

/** The accessible description Chromium computes for the first element matching `selector`. */
export async function axDescription(page: Page, selector: string): Promise<string> {
  const cdp = await page.context().newCDPSession(page)
  try {
    const { root } = await cdp.send('DOM.getDocument')
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', {
      nodeId,
      fetchRelatives: false,
    })
    return String(nodes[0]?.description?.value ?? '')
  } finally {
    await cdp.detach()
  }
}
