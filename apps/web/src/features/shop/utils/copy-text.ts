/**
 * Copies text to the clipboard (decision 0157): the Clipboard API where the page is a secure context,
 * else a hidden text area and `execCommand("copy")` — gyms often open the dashboard over plain http on
 * their own network, where `navigator.clipboard` does not exist. False when neither worked.
 */
export async function copyText(text: string, doc: Document = document): Promise<boolean> {
  const clipboard = doc.defaultView?.navigator.clipboard;
  if (clipboard && doc.defaultView?.isSecureContext) {
    try {
      await clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission, page not focused): try the old way.
    }
  }
  return copyWithTextArea(text, doc);
}

function copyWithTextArea(text: string, doc: Document): boolean {
  const area = doc.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  doc.body.appendChild(area);
  area.select();
  try {
    return doc.execCommand("copy");
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
