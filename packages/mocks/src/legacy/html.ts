const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML content and quoted attributes, so data never becomes markup. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => entities[char] ?? char);
}

/** JSON for an inline script: `<`, `>` and `&` escaped so data cannot close the script. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
}

// The parent's own origin: Chromium's ancestorOrigins, else the referrer's, else this page's.
const parentOrigin = `var ancestors = window.location.ancestorOrigins;
  var origin = ancestors && ancestors.length ? ancestors[0]
    : document.referrer ? new URL(document.referrer).origin : window.location.origin;`;

/**
 * The script that posts one message to the parent frame, with the parent's origin as
 * targetOrigin (never `*`), after a delay; nothing when the page is not framed.
 */
export function postToParentScript(message: unknown, delayMs: number): string {
  return `<script>
(function () {
  if (window.parent === window) return;
  ${parentOrigin}
  setTimeout(function () { window.parent.postMessage(${scriptJson(message)}, origin); }, ${delayMs});
})();
</script>`;
}

/** The script that makes a link post one message to the parent frame when clicked. */
export function postOnClickScript(elementId: string, message: unknown): string {
  return `<script>
document.getElementById(${scriptJson(elementId)}).addEventListener('click', function (event) {
  event.preventDefault();
  if (window.parent === window) return;
  ${parentOrigin}
  window.parent.postMessage(${scriptJson(message)}, origin);
});
</script>`;
}

/** A small legacy-looking HTML page around a body. */
export function legacyPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font:13px Verdana,sans-serif;margin:8px;color:#222}h1{font-size:16px}
ul.orgTree{list-style:none;padding-left:14px}.inactiveNode>a{color:#888}
.linkedNode>a{font-style:italic}.selected>a{font-weight:bold;background:#ffd}</style>
</head><body>
${body}
</body></html>`;
}
