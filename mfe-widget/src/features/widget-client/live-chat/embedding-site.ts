/**
 * The origin of the website showing this page in a frame, as the browser tells it, so the server
 * can stop the chat when that website is taken off the agent's allowed ones. Undefined when the
 * page is not framed, or the browser does not say (no ancestorOrigins and no referrer).
 */
export function embeddingSite(view: Window = window): string | undefined {
  if (view.parent === view) {
    return undefined;
  }
  const parent = view.location.ancestorOrigins?.[0];
  if (parent) {
    return parent;
  }
  try {
    return view.document.referrer ? new URL(view.document.referrer).origin : undefined;
  } catch {
    return undefined;
  }
}
