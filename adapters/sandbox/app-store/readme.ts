// Generated readmes (markdown with images, code, links and a table) and pictures (SVG) of the
// seeded apps. The safety-probe app's readme carries raw HTML with an onerror handler and a
// javascript: link: a safe renderer must show neither as live code.
import { UNSAFE_README_INDEX } from './seed';
import type { StoreAppRecord } from './model';

export const assetPath = (did: string, file: string) => `/store/api/assets/${did}/${file}`;

const COLORS = ['#1f4e8c', '#2b7a4b', '#8c1f5e', '#6b4c9a', '#9a5b12', '#0f6e78', '#a33b3b', '#3f5f1f'];

export function appSvg(app: Pick<StoreAppRecord, 'title' | 'seedIndex'>, kind: 'logo' | 'screenshot'): string {
  const color = COLORS[app.seedIndex % COLORS.length];
  const initials = app.title
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase()
    .replace(/[<>&]/g, '');
  if (kind === 'logo')
    return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160"><rect width="160" height="160" rx="28" fill="${color}"/><text x="80" y="98" font-size="56" text-anchor="middle" fill="#fff" font-family="sans-serif">${initials}</text></svg>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360"><rect width="640" height="360" fill="#f4f6fa"/><rect x="0" y="0" width="640" height="48" fill="${color}"/><rect x="32" y="80" width="260" height="24" rx="6" fill="#c9d2e3"/><rect x="32" y="124" width="576" height="200" rx="10" fill="#e2e8f2"/><text x="320" y="232" font-size="32" text-anchor="middle" fill="${color}" font-family="sans-serif">${initials}</text></svg>`;
}

export function generatedReadme(app: StoreAppRecord, version: string, lang: string): string {
  const zh = lang === 'zh';
  const lines = [
    `# ${app.title}`,
    '',
    zh ? `${app.title} 是一个示例应用（版本 ${version}）。` : `${app.title} is a sample app (version ${version}). ${app.description}`,
    '',
    `![${zh ? '截图' : 'Screenshot'}](${assetPath(app.did, 'screenshot-1.svg')})`,
    '',
    zh ? '## 安装' : '## Install',
    '',
    '```sh',
    `blocklet add ${app.name}@${version}`,
    '```',
    '',
    zh ? '## 功能' : '## Features',
    '',
    zh ? '| 功能 | 状态 |' : '| Feature | Status |',
    '| --- | --- |',
    `| ${zh ? '离线模式' : 'Offline mode'} | ${zh ? '支持' : 'Yes'} |`,
    `| ${zh ? '深色主题' : 'Dark theme'} | ${zh ? '支持' : 'Yes'} |`,
    '',
    `- [x] ${zh ? '多语言' : 'Works in English and Chinese'}`,
    `- [ ] ${zh ? '插件' : 'Plugins (planned)'}`,
    '',
    `${zh ? '文档' : 'Read the docs'}: [docs.example.com](https://docs.example.com/${app.name}) · [${zh ? '源代码' : 'Source'}](https://github.com/example/${app.name})`,
  ];
  if (app.seedIndex === UNSAFE_README_INDEX) {
    lines.push(
      '',
      '## Probe',
      '',
      '<img src=x onerror="window.__readmeProbe=1">',
      '',
      '<script>window.__readmeProbe=2</script>',
      '',
      '[Click me](javascript:window.__readmeProbe=3)',
    );
  }
  return lines.join('\n');
}

/** The readme of one version in the asked language (uploaded text wins over the generated one). */
export function readmeOf(app: StoreAppRecord, version: string, lang: string): string {
  const record = app.versions.find((v) => v.version === version);
  const stored = record?.readme;
  if (stored) return stored[lang] ?? stored.en ?? Object.values(stored)[0] ?? '';
  return generatedReadme(app, version, lang);
}
