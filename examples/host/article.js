// The article page's own script: its language, and a log of the tip widget's events.
import { logEvents, pageLanguage } from './page.js';

const TEXTS = {
  en: {
    home: 'Field Notes',
    byline: 'By Ada Writer · 6 min read',
    title: 'Why small payments deserve good software',
    lede: "A tip is the smallest payment there is, and the one most often given up halfway. This article is the host's own HTML and stylesheet; the tip button at its end is Payment Kit's, embedded as a custom element.",
    p1: 'Readers who want to thank a writer rarely want an account, a plan or a form. They want to pick an amount, confirm it in their wallet and get back to reading.',
    h2: 'What a tip needs',
    p2: 'A few preset amounts, a custom one within sensible limits, and the people who already gave, so the next reader sees that tipping here is normal.',
    tipHeading: 'Enjoyed it? Leave a tip',
    tipButton: 'Tip the author',
    events: 'What the widgets said',
  },
  zh: {
    home: 'Field Notes',
    byline: '作者 Ada Writer · 阅读约 6 分钟',
    title: '为什么小额支付值得好软件',
    lede: '打赏是最小的一种支付，也是最常半途放弃的一种。这篇文章是宿主自己的 HTML 和样式表；文末的打赏按钮来自 Payment Kit，以自定义元素嵌入。',
    p1: '想感谢作者的读者很少想要账户、方案或表单。他们只想选一个金额，在钱包里确认，然后继续阅读。',
    h2: '打赏需要什么',
    p2: '几个预设金额，一个在合理范围内的自定义金额，还有已经打赏的人，让下一位读者看到在这里打赏很平常。',
    tipHeading: '喜欢这篇文章？打赏一下',
    tipButton: '打赏作者',
    events: '组件的事件',
  },
};

const lang = pageLanguage(TEXTS);
document.querySelector('.site-name a').href = `./?lang=${lang}`;

const donate = document.querySelector('payment-kit-donate');
donate.setAttribute('locale', lang);
donate.setAttribute('button-text', TEXTS[lang].tipButton);

logEvents([donate], ['paid', 'error', 'close'], (widget) => widget.getAttribute('target'), (type, detail) => detail.message ?? (type === 'paid' ? detail.session?.id : undefined));
