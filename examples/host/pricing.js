// The pricing page's own script: its language, and a log of the tables' events; in select mode the
// page, not the widget, decides what a choice means (here: it becomes the current plan).
import { logEvents, pageLanguage } from './page.js';

const TEXTS = {
  en: {
    home: 'Field Notes',
    eyebrow: 'Field Notes Pro',
    title: 'Plans for every writer',
    lede: "This pricing page is the host's own HTML and stylesheet. The plans below are Payment Kit's pricing table, embedded as a custom element: choose one and its checkout opens right here.",
    plansHeading: 'Choose a plan',
    changeHeading: 'Already a member? Change your storage plan',
    changeText: 'In select mode the table only tells this page which price was chosen; the page decides what to do.',
    currentPlan: 'Your plan:',
    events: 'What the widgets said',
  },
  zh: {
    home: 'Field Notes',
    eyebrow: 'Field Notes 专业版',
    title: '适合每位作者的方案',
    lede: '这个价格页是宿主自己的 HTML 和样式表。下面的方案来自 Payment Kit 的价格表，以自定义元素嵌入：选择一个方案，它的结账就在这里打开。',
    plansHeading: '选择方案',
    changeHeading: '已经是会员？更换你的存储方案',
    changeText: '在选择模式下，价格表只告诉本页选中了哪个价格；怎么处理由本页决定。',
    currentPlan: '你的方案：',
    events: '组件的事件',
  },
};

const lang = pageLanguage(TEXTS);
document.querySelector('.site-name a').href = `./?lang=${lang}`;

const tables = document.querySelectorAll('payment-kit-table');
for (const table of tables) table.setAttribute('locale', lang);

logEvents(tables, ['change', 'paid', 'error', 'select'], (table) => table.id, (type, detail) => detail.message ?? detail.priceId ?? (type === 'paid' ? detail.session?.id : undefined));

const select = document.querySelector('payment-kit-table[mode="select"]');
select.addEventListener('select', (event) => {
  select.setAttribute('current-price-id', event.detail.priceId);
  document.getElementById('selected-price').textContent = event.detail.priceId;
});
