/** Window listeners the last opened export's script added, removed when the next one opens. */
let added: [string, EventListenerOrEventListenerObject][] = [];

/**
 * Loads an API docs HTML export into the test's DOM and runs its inline script, as a browser opening the file
 * would (jsdom: the first operations are built, the rest wait in slots). The previous export's script is
 * detached first: its `hashchange` and `message` listeners (and the model they hold) would otherwise answer
 * every later navigation too.
 */
export function openHtmlExport(html: string) {
  for (const [type, listener] of added) window.removeEventListener(type, listener);
  added = [];
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const [model, script] = Array.from(parsed.querySelectorAll('script'));
  document.body.innerHTML = parsed.body.innerHTML;
  document.getElementById('api-model')!.textContent = model?.textContent ?? '';
  const original = window.addEventListener;
  const add = original.bind(window);
  window.addEventListener = ((
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean,
  ) => {
    added.push([type, listener]);
    add(type, listener, options);
  }) as Window['addEventListener'];
  try {
    new Function(script?.textContent ?? '')();
  } finally {
    window.addEventListener = original;
  }
}
