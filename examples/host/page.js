// What the example pages share: the page's language (?lang=zh) and a log of what the widgets said.

/** Sets the page's language from ?lang= and fills every [data-i18n] element; returns it. */
export function pageLanguage(texts) {
  const lang = new URLSearchParams(location.search).get('lang') === 'zh' ? 'zh' : 'en';
  document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
  for (const node of document.querySelectorAll('[data-i18n]')) node.textContent = texts[lang][node.dataset.i18n];
  return lang;
}

/**
 * Lists each of the widgets' events in #event-log as "{name}: {type} ({about})"; a run of change
 * events from one widget is one line (they come at every keystroke).
 */
export function logEvents(widgets, types, nameOf, aboutOf = (_type, detail) => detail.message) {
  const log = document.getElementById('event-log');
  for (const type of types) {
    for (const widget of widgets) {
      widget.addEventListener(type, (event) => {
        const key = `${nameOf(widget)}:${type}`;
        if (type === 'change' && log.lastElementChild?.dataset.key === key) return;
        const item = document.createElement('li');
        item.dataset.key = key;
        const about = aboutOf(type, event.detail ?? {});
        item.textContent = `${nameOf(widget)}: ${type}${about ? ` (${about})` : ''}`;
        log.append(item);
      });
    }
  }
}
