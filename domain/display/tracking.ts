export interface TrackingOptions {
  /** Host name of the page the link is on: becomes utm_source. */
  readonly currentHost: string;
  readonly medium?: string | undefined;
  readonly campaign?: string | undefined;
}

export const DEFAULT_UTM_MEDIUM = 'header_nav';
export const DEFAULT_UTM_CAMPAIGN = 'default';

/** Links starting with http(s) or // leave the app and open in a new tab. */
export const isExternalLink = (href: string): boolean => /^(https?:)?\/\//i.test(href.trim());

/**
 * Adds tracking parameters to a link that leaves the site: utm_source = this host,
 * utm_medium (header_nav), utm_campaign (default), utm_content = the target host.
 * Parameters already on the link win; same-host, relative and malformed links are returned as is.
 */
export function withTracking(href: string, { currentHost, medium = DEFAULT_UTM_MEDIUM, campaign = DEFAULT_UTM_CAMPAIGN }: TrackingOptions): string {
  if (!isExternalLink(href)) return href;
  let url: URL;
  try {
    url = new URL(href.trim().startsWith('//') ? `https:${href.trim()}` : href.trim());
  } catch {
    return href;
  }
  if (url.hostname === currentHost.toLowerCase()) return href;
  const utm: ReadonlyArray<[string, string]> = [
    ['utm_source', currentHost],
    ['utm_medium', medium],
    ['utm_campaign', campaign],
    ['utm_content', url.hostname],
  ];
  for (const [key, value] of utm) if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  const result = url.toString();
  // Keep a protocol-relative link protocol-relative.
  return href.trim().startsWith('//') ? result.replace(/^https:/, '') : result;
}
