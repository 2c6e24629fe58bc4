// The host page's own script: its language, the popup button, and a log of the widgets' events.
import { logEvents, pageLanguage } from './page.js';

const TEXTS = {
  en: {
    title: 'Payment Patterns, the e-book',
    lede: "This page is a blog that is not the payment app: its own HTML, its own stylesheet, no UI library. The checkout below is Payment Kit's, embedded as a custom element.",
    buyHeading: 'Buy it here',
    popupHeading: 'Or support the author',
    popupText: 'A second widget on the same page opens in a dialog.',
    popupButton: 'Support in a dialog',
    events: 'What the widgets said',
    navPricing: 'Pricing',
    navArticle: 'Article',
    examplePages: 'Example pages',
  },
  zh: {
    title: '《支付模式》电子书',
    lede: '这是一个博客页面，不是支付应用：有自己的 HTML 和样式表，不用任何 UI 库。下面的结账来自 Payment Kit，以自定义元素嵌入。',
    buyHeading: '在这里购买',
    popupHeading: '或者支持作者',
    popupText: '同一页面上的第二个组件在对话框中打开。',
    popupButton: '在对话框中支持',
    events: '组件的事件',
    navPricing: '定价',
    navArticle: '文章',
    examplePages: '示例页面',
  },
};

const lang = pageLanguage(TEXTS);
// The other example pages open in the language this one is in.
const pages = document.getElementById('example-pages');
pages.setAttribute('aria-label', TEXTS[lang].examplePages);
if (lang === 'zh') for (const link of pages.querySelectorAll('a')) link.search = '?lang=zh';

const widgets = document.querySelectorAll('payment-kit-checkout');
for (const widget of widgets) widget.setAttribute('locale', lang);

logEvents(widgets, ['change', 'paid', 'error', 'close'], (widget) => widget.id);

const button = document.getElementById('open-popup');
const popup = document.querySelector('payment-kit-checkout[mode="popup"]');
button.addEventListener('click', () => popup.show());
// The dialog returns focus where it came from; the host says so too, in case it was moved.
popup.addEventListener('close', () => button.focus());
