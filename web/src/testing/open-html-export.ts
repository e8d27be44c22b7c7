/**
 * Loads an API docs HTML export into the test's DOM and runs its inline script, as a browser opening the file
 * would (jsdom: the first operations are built, the rest wait in slots).
 */
export function openHtmlExport(html: string) {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const [model, script] = Array.from(parsed.querySelectorAll('script'));
  document.body.innerHTML = parsed.body.innerHTML;
  document.getElementById('api-model')!.textContent = model?.textContent ?? '';
  new Function(script?.textContent ?? '')();
}
